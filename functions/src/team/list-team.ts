import {
  invitationOpen,
  invitationOutboxEntryId,
  outboxEntryPath,
  outboxEntrySchema,
  roles,
  splitIntoBatches,
  type TeamMemberView,
} from '@management-center/contract';
import type { UserRecord } from 'firebase-admin/auth';
import { authentication, database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { readTeamMembers } from './team-membership.ts';

// The Auth API looks up at most 100 accounts per request.
const accountsPerLookup = 100;

async function accountsOf(uids: readonly string[]): Promise<Map<string, UserRecord>> {
  const auth = await authentication();
  const found = await Promise.all(
    splitIntoBatches(uids, accountsPerLookup).map((batch) => auth.getUsers(batch.map((uid) => ({ uid })))),
  );
  return new Map(found.flatMap(({ users }) => users.map((user) => [user.uid, user] as const)));
}

function lastSignInOf(account: UserRecord | undefined): number | null {
  const time = account?.metadata.lastSignInTime;
  return time ? Date.parse(time) : null;
}

// Owners first, then by e-mail: the order of the team screen.
function byRoleThenEmail(first: TeamMemberView, second: TeamMemberView): number {
  return roles.indexOf(first.role) - roles.indexOf(second.role) || first.email.localeCompare(second.email);
}

/** Who is in the team: the registry, with what Auth knows of each account (last sign-in, second factors). */
export const listTeamMembers: UseCase<'listTeam'> = async () => {
  const realtimeDatabase = await database();
  const members = await readTeamMembers(realtimeDatabase);
  const uids = Object.keys(members);
  const [accounts, deliveries] = await Promise.all([
    accountsOf(uids),
    Promise.all(uids.map((uid) => realtimeDatabase.ref(outboxEntryPath(invitationOutboxEntryId(uid))).get())),
  ]);
  const now = Date.now();
  const views = uids.map((uid, index): TeamMemberView => {
    const member = members[uid];
    if (member === undefined) throw new Error(`No team member ${uid}`);
    const account = accounts.get(uid);
    const delivery = outboxEntrySchema.safeParse(deliveries[index]?.val()).data?.delivery;
    return {
      uid,
      email: member.email,
      role: member.role,
      addedAt: member.addedAt,
      addedBy: members[member.addedBy]?.email ?? member.addedBy,
      lastSignInAt: lastSignInOf(account),
      secondFactors: account?.multiFactor?.enrolledFactors.length ?? 0,
      invitation: member.invitation
        ? {
            state: invitationOpen(member.invitation.expiresAt, now) ? 'pending' : 'expired',
            expiresAt: member.invitation.expiresAt,
            emailState: delivery?.state ?? null,
            emailError: delivery?.lastError ?? null,
          }
        : null,
    };
  });
  return { output: { members: views.sort(byRoleThenEmail) }, targets: [] };
};

export const listTeam = teamCallable('listTeam', listTeamMembers);
