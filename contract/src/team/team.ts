import { z } from 'zod';
import { dayMs } from '../utc-days.ts';
import { roleSchema } from './role-schema.ts';

// The team registry: who may use the console, with which role. Only the server writes it (the team callables and
// `npm run team:grant-owner`), and every change to it sets the member's role claim in the same step, so that the claim
// the rules and callables read follows the registry. Readable by those whose role manages the team.
export const teamMembersPath = 'team/members';

export function teamMemberPath(uid: string): string {
  return `${teamMembersPath}/${uid}`;
}

// An invitation not accepted yet: the member is listed with their role, which their account gets only once they
// set a password from the invitation's link (proving they read that mailbox).
// `takeOver`: the invitation was made for an account that may be someone else's (account-binding.ts): accepting
// it removes every other way of signing in to the account.
export const teamInvitationSchema = z.object({
  invitedAt: z.number(),
  expiresAt: z.number(),
  takeOver: z.boolean().optional(),
});

export const teamMemberSchema = z.object({
  email: z.string(),
  role: roleSchema,
  // When and by whom the member was added: a uid, or `cli:{user}` for the command line.
  addedAt: z.number(),
  addedBy: z.string(),
  invitation: teamInvitationSchema.optional(),
});

export const invitationValidityMs = 7 * dayMs;

// The secret of each invitation's link, by the invitee's uid: server-only, read by no client (database.rules.json
// grants nothing here), so that no member of the team can accept another's invitation from the data. Kept as it
// is, not hashed: the outbox makes the link from it when it sends the e-mail, again after a failed attempt.
export const teamInvitationSecretsPath = 'teamInvitationSecrets';

export function teamInvitationSecretPath(uid: string): string {
  return `${teamInvitationSecretsPath}/${uid}`;
}

// Wrong secrets sent for each invitee's link, counted per hour by the server (server-only, like the secrets).
export const teamInvitationAttemptsPath = 'teamInvitationAttempts';

export const teamInvitationSecretSchema = z.object({ token: z.string(), expiresAt: z.number() });

/** Whether an invitation that expires at `expiresAt` still opens the console at `nowMs`. */
export function invitationOpen(expiresAt: number, nowMs: number): boolean {
  return nowMs < expiresAt;
}

export type TeamMember = z.infer<typeof teamMemberSchema>;

// What the owners set for the whole team, read by every member's console: how long a console may stay idle before
// it signs out, whether every member must sign in with a second factor (second-factor.ts), and how long a session
// lasts at most.
export const teamSettingsPath = 'teamSettings';

export const minIdleTimeoutMinutes = 5;
export const maxIdleTimeoutMinutes = 480;
export const defaultIdleTimeoutMinutes = 30;

// A setting counted in whole units (minutes, hours) within its bounds, its refusals naming the unit.
function wholeUnitsSchema(min: number, max: number, unit: string) {
  const units = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  return z
    .number()
    .int(`must be a whole number of ${unit}s`)
    .min(min, `must be at least ${units(min)}`)
    .max(max, `must be at most ${units(max)}`);
}

export const idleTimeoutMinutesSchema = wholeUnitsSchema(
  minIdleTimeoutMinutes,
  maxIdleTimeoutMinutes,
  'minute',
);

// However active, a session ends on the server this long after its sign-in (`auth_time`): every callable and the
// rules refuse an older token, so a refresh token taken from a member's browser stops working too.
export const minSessionHours = 1;
export const maxSessionHours = 72;
export const defaultSessionHours = 12;

export const sessionHoursSchema = wholeUnitsSchema(minSessionHours, maxSessionHours, 'hour');

export const sessionHoursPath = `${teamSettingsPath}/sessionHours`;

/** Whether a session signed in at `authTime` (seconds) has outlived `sessionHours` at `nowMs`. */
export function sessionTooOld(authTime: number, sessionHours: number, nowMs: number): boolean {
  return nowMs / 1000 - authTime > sessionHours * 3600;
}

/** The hours stored, or the default where none (or none valid) is. */
export function storedSessionHours(stored: unknown): number {
  return sessionHoursSchema.catch(defaultSessionHours).parse(stored ?? defaultSessionHours);
}

// Stored settings, each with its default when not set yet.
export const teamSettingsSchema = z.object({
  idleTimeoutMinutes: idleTimeoutMinutesSchema
    .catch(defaultIdleTimeoutMinutes)
    .default(defaultIdleTimeoutMinutes),
  requireSecondFactor: z.boolean().catch(false).default(false),
  sessionHours: sessionHoursSchema.catch(defaultSessionHours).default(defaultSessionHours),
});

export type TeamSettings = z.infer<typeof teamSettingsSchema>;
