import { type Role, type TeamMember, teamMembersPath } from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/https';
import { teamMembersIn } from './team-membership.ts';

// Members who can use the console as owners: an owner still invited has not accepted yet.
function activeOwners(members: Record<string, TeamMember>): string[] {
  return Object.entries(members)
    .filter(([, member]) => member.role === 'owner' && member.invitation === undefined)
    .map(([uid]) => uid);
}

export const lastOwnerMessage =
  'The team needs an owner: make someone else an owner first, then change or remove this one.';
export const ownRoleMessage = 'Nobody changes their own role or removes themselves: another owner does.';
export const notMemberMessage = 'This account is not a member of the team (any more).';

/**
 * Changes the registry entry of `uid` to `role` (null: removes it) in one transaction over the team, refusing to
 * leave it without an active owner: two owners removing each other at once cannot both succeed. Answers the
 * entry as it was.
 */
export async function changeRegistryEntry(
  database: Database,
  uid: string,
  role: Role | null,
): Promise<TeamMember> {
  let before: TeamMember | undefined;
  let refusal: HttpsError | undefined;
  await database.ref(teamMembersPath).transaction((stored: unknown) => {
    // The first run may see no data before the server's: null is sent as the guess, which the server corrects.
    if (stored === null) return null;
    const members = teamMembersIn(stored);
    before = members[uid];
    refusal = undefined;
    if (before === undefined) {
      refusal = new HttpsError('not-found', notMemberMessage);
      return undefined;
    }
    const { [uid]: _changed, ...others } = members;
    const after = role === null ? others : { ...others, [uid]: { ...before, role } };
    if (activeOwners(members).length > 0 && activeOwners(after).length === 0) {
      refusal = new HttpsError('failed-precondition', lastOwnerMessage);
      return undefined;
    }
    return after;
  });
  if (refusal) throw refusal;
  if (before === undefined) throw new HttpsError('not-found', notMemberMessage);
  return before;
}
