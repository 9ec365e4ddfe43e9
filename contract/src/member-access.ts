import { z } from 'zod';
import { type CallableName, callableNames, callableRegistry } from './callables/index.ts';
import { runCleanupInputSchema } from './callables/maintenance.ts';
import { exportCallableNames } from './exports/export-lists.ts';
import type { Permission } from './team/roles.ts';

// Removing an administrator takes effect at once: the server stores when it happened, per account, in the
// Realtime Database (read by the callables and database.rules.json) and in Firestore (read by firestore.rules and
// storage.rules, which cannot read the Realtime Database). An ID token whose sign-in (`auth_time`) is not after
// that time is refused everywhere, though it stays valid for up to an hour.
export const memberRevocationsPath = 'adminRevocations';
export const memberRevocationsCollection = 'adminRevocations';

// The team's longest session, mirrored into Firestore for storage.rules (which cannot read the Realtime Database):
// `{ sessionHours }` in this document, written with the setting (team/team.ts, sessionHoursPath).
export const teamSessionsDocumentPath = 'teamSettings/sessions';

// Seconds since the epoch, as `auth_time` counts.
export const memberRevocationTimeSchema = z.number().int().nonnegative();
export const memberRevocationDocumentSchema = z.object({ revokedAt: memberRevocationTimeSchema });

export function memberRevocationPath(uid: string): string {
  return `${memberRevocationsPath}/${uid}`;
}

/** The time `auth_time` is compared with: seconds since the epoch, rounded down so that the second counts. */
export function revocationTime(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** A token signed in at `authTime` (seconds) predates the revocation stored for its account, if any. */
export function signedInBeforeRevocation(authTime: number, revokedAt: number | null): boolean {
  return revokedAt !== null && authTime <= revokedAt;
}

// A change of who holds power, what cannot be undone and what takes data out of the console ask for a sign-in
// this recent (with the second factor, where the member has one): a session left open on a shared computer cannot
// hand the team over. Reading never asks.
export const recentSignInMaxAgeSeconds = 15 * 60;

export function signedInRecently(authTime: number, nowMs: number): boolean {
  return nowMs / 1000 - authTime <= recentSignInMaxAgeSeconds;
}

// The permissions whose changes step up: who is in the team with which role, its settings and members' second
// factors (manageTeam); who can sign in to the app (manageSignIn: disabling, signing out, removing factors).
export const stepUpPermissions: readonly Permission[] = ['manageTeam', 'manageSignIn'];

// The callables of those permissions that only read.
const readingCallables: ReadonlySet<string> = new Set([callableNames.listTeam]);

// Every export takes data out, whatever list it reads; of the rest, what cannot be undone: deleting users forever,
// deleting images from the media library (and Storage), and a cleanup that is not a dry run (it deletes audit
// entries and users past their retention for good).
const stepUpCallables: Partial<Record<string, (input: unknown) => boolean>> = {
  ...Object.fromEntries(Object.values(exportCallableNames).map((name) => [name, () => true])),
  [callableNames.deleteUsersForever]: () => true,
  [callableNames.deleteMediaImages]: () => true,
  [callableNames.runCleanup]: (input) => runCleanupInputSchema.safeParse(input).data?.dryRun === false,
};

/** Whether a call of `callable` with `input` needs a recent sign-in. */
export function requiresRecentSignIn(callable: CallableName, input: unknown): boolean {
  const stepsUpAlways = stepUpCallables[callable]?.(input) ?? false;
  const { permission } = callableRegistry[callable];
  const changesPower =
    permission !== null && stepUpPermissions.includes(permission) && !readingCallables.has(callable);
  return stepsUpAlways || changesPower;
}

// The audit log's actions for making and removing an Owner with `npm run team:grant-owner`, which is no callable.
// The stored values keep the names they had when the team had a single role, so older entries read the same. The
// operator at the terminal has no account: the entry names them by their operating-system user.
export const ownerCommandActions = {
  grantOwner: 'grantAdmin',
  revokeOwner: 'revokeAdmin',
} as const;

export function commandLineActorUid(operatingSystemUser: string): string {
  return `cli:${operatingSystemUser}`;
}

// The target of those entries: the sign-in account, which no console screen shows.
export function accountTarget(uid: string): string {
  return `accounts/${uid}`;
}

// The `details.reason` of the permission-denied answer to a member whose role does not allow the callable.
export const roleDoesNotAllowReason = 'role-does-not-allow';
