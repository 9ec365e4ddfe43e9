import { callableNames } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import {
  bulkCallableTimeoutSeconds,
  bulkChunkRows,
  runInChunks,
  userIdChunks,
} from '../matching/bulk-run.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { countMatchingUsers, matchingUserPages } from '../matching/resolve-matching.ts';
import { adminCallable } from '../platform/admin-callable.ts';
import { moveUsersToTrash } from './move-to-trash.ts';

export const deleteUsers = adminCallable(
  callableNames.deleteUsers,
  async (input, actor, reportProgress) => {
    if ('userIds' in input) {
      // The administrator's own account would end this session and leave the console without an administrator.
      if (input.userIds.includes(actor.uid)) {
        throw new HttpsError('invalid-argument', 'userIds: must not include your own account', {
          field: 'userIds',
        });
      }
      return moveUsersToTrash(input.userIds, actor);
    }
    // "All that match" may include the administrator: that account is left out and named in the answer. A user
    // is moved from both collections (one sign-in account), as when named.
    const store = await matchingRangeStore();
    const none = { deleted: [], notFound: [], alreadyInTrash: [], accountFailures: [] };
    const ownAccountSkipped: string[] = [];
    const { output, targets } = await runInChunks({
      chunks: userIdChunks(matchingUserPages(store, input.matching, { pageSize: bulkChunkRows() })),
      act: async (userIds) => {
        const others = userIds.filter((userId) => userId !== actor.uid);
        if (others.length < userIds.length) ownAccountSkipped.splice(0, 1, actor.uid);
        return others.length > 0 ? moveUsersToTrash(others, actor) : { output: none, targets: [] };
      },
      none,
      total: () => countMatchingUsers(store, input.matching),
      reportProgress,
    });
    return { output: { ...output, ownAccountSkipped }, targets };
  },
  { timeoutSeconds: bulkCallableTimeoutSeconds },
);
