import { teamMemberPath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { changeRegistryEntry, ownRoleMessage } from './team-changes.ts';
import { grantRole } from './team-membership.ts';
import { teamStores } from './team-stores.ts';

/**
 * Gives a member another role: the registry first (refusing to leave the team without an owner), then the claim,
 * which refuses every token of the old role at once. An invited member's role changes in the registry alone; their
 * account gets it when they accept.
 */
export const changeRole: UseCase<'changeTeamRole'> = async ({ uid, role }, actor) => {
  if (uid === actor.uid) throw new HttpsError('failed-precondition', ownRoleMessage);
  const stores = await teamStores();
  const before = await changeRegistryEntry(stores.database, uid, role);
  if (before.role === role) return { output: { previousRole: role, role }, targets: [] };
  if (before.invitation === undefined) {
    try {
      await grantRole(stores, uid, role);
    } catch (error) {
      // The registry says what the account holds: put the entry back as it was.
      await stores.database.ref(teamMemberPath(uid)).set(before);
      throw error;
    }
  }
  return {
    output: { previousRole: before.role, role },
    targets: [teamMemberPath(uid)],
    undo: { callable: 'changeTeamRole', input: { uid, role: before.role } },
  };
};

export const changeTeamRole = teamCallable('changeTeamRole', changeRole);
