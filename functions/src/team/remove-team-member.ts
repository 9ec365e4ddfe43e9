import { teamInvitationSecretPath, teamMemberPath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { changeRegistryEntry, ownRoleMessage } from './team-changes.ts';
import { withdrawRole } from './team-membership.ts';
import { teamStores } from './team-stores.ts';

/**
 * Takes a member out of the team at once: out of the registry (refusing to leave the team without an owner), then
 * every token they hold is refused from this second on by the callables and the rules, their role claim goes and
 * their sessions end. An open console of theirs signs out at its next read or call. Their sign-in account stays
 * (it may be an app user's too); an invitation not accepted yet stops working.
 */
export const removeFromTeam: UseCase<'removeTeamMember'> = async ({ uid }, actor) => {
  if (uid === actor.uid) throw new HttpsError('failed-precondition', ownRoleMessage);
  const stores = await teamStores();
  const before = await changeRegistryEntry(stores.database, uid, null);
  try {
    await withdrawRole(stores, uid);
  } catch (error) {
    await stores.database.ref(teamMemberPath(uid)).set(before);
    throw error;
  }
  await stores.database.ref(teamInvitationSecretPath(uid)).remove();
  return {
    output: { removedRole: before.role },
    targets: [teamMemberPath(uid)],
    undo: {
      callable: 'inviteTeamMember',
      input: { email: before.email, role: before.role, takeOver: false },
    },
  };
};

export const removeTeamMember = teamCallable('removeTeamMember', removeFromTeam);
