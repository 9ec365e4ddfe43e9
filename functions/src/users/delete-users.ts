import { callableNames } from '@management-center/contract';
import {
  bulkCallableTimeoutSeconds,
  bulkChunkRows,
  runInChunks,
  userIdChunks,
} from '../matching/bulk-run.ts';
import { countUsersMatching, matchingUserPages } from '../matching/matching-users.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { teamAccountsAmong } from '../platform/team-accounts.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { moveUsersToTrash } from './move-to-trash.ts';

export const deleteUsers = teamCallable(
  callableNames.deleteUsers,
  async (input, actor, reportProgress) => {
    // Named ids of the team (the caller's own among them) were refused before this runs.
    if ('userIds' in input) return moveUsersToTrash(input.userIds, actor);
    // "All that match" may include members of the team: their accounts are left out and named in the answer. A
    // user is moved from both collections (one sign-in account), as when named.
    const store = await matchingRangeStore();
    const { output, targets, leftOut } = await runInChunks({
      chunks: userIdChunks(matchingUserPages(store, input.matching, { pageSize: bulkChunkRows() })),
      act: (userIds) => moveUsersToTrash(userIds, actor),
      none: { deleted: [], notFound: [], alreadyInTrash: [], accountFailures: [] },
      total: () => countUsersMatching(store, input.matching),
      reportProgress,
      leaveOut: teamAccountsAmong,
    });
    return { output: { ...output, teamAccountsSkipped: leftOut }, targets };
  },
  { timeoutSeconds: bulkCallableTimeoutSeconds },
);
