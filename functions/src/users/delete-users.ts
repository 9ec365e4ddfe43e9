import {
  businessUserPath,
  callableNames,
  type DeleteUsersOutput,
  deleteUsersInputSchema,
  normalUserPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { bulkCallableTimeoutSeconds, runInChunks, userIdChunks } from '../matching/bulk-run.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { countMatchingUsers, matchingUserPages } from '../matching/resolve-matching.ts';
import { adminCallable, type UseCaseResult } from '../platform/admin-callable.ts';
import { authentication, database } from '../platform/firebase.ts';
import { idsWithRecord } from './user-records.ts';

// The Auth API removes at most 1000 accounts per request; a call (or a chunk) names at most 500 ids, so one
// request does.
async function deleteSignInAccounts(userIds: string[]): Promise<DeleteUsersOutput['accountFailures']> {
  const result = await (await authentication()).deleteUsers(userIds);
  return result.errors.flatMap(({ index, error }) => {
    const userId = userIds[index];
    return userId === undefined ? [] : [{ userId, message: error.message }];
  });
}

type DeleteOutcomes = Omit<DeleteUsersOutput, 'ownAccountSkipped'>;

/** Deletes the records of `userIds` (at most maxIdsPerCall) in both collections, then their sign-in accounts. */
async function deleteUsersByIds(userIds: string[]): Promise<UseCaseResult<DeleteOutcomes>> {
  const [normalUserIds, businessUserIds] = await Promise.all([
    idsWithRecord(userIds, normalUserPath),
    idsWithRecord(userIds, businessUserPath),
  ]);
  await (await database()).ref().update(
    Object.fromEntries(
      userIds.flatMap((userId) => [
        [normalUserPath(userId), null],
        [businessUserPath(userId), null],
      ]),
    ),
  );
  // After the records: a failed account deletion is reported, and deleting again retries it harmlessly.
  const accountFailures = await deleteSignInAccounts(userIds);
  const deleted = userIds.filter((userId) => normalUserIds.has(userId) || businessUserIds.has(userId));
  return {
    output: {
      deleted,
      notFound: userIds.filter((userId) => !deleted.includes(userId)),
      accountFailures,
    },
    targets: [
      ...userIds.filter((userId) => normalUserIds.has(userId)).map(normalUserPath),
      ...userIds.filter((userId) => businessUserIds.has(userId)).map(businessUserPath),
    ],
  };
}

export const deleteUsers = adminCallable(
  callableNames.deleteUsers,
  deleteUsersInputSchema,
  async (input, actor, reportProgress) => {
    if ('userIds' in input) {
      // The administrator's own account would end this session and leave the console without an administrator.
      if (input.userIds.includes(actor.uid)) {
        throw new HttpsError('invalid-argument', 'userIds: must not include your own account', {
          field: 'userIds',
        });
      }
      return deleteUsersByIds(input.userIds);
    }
    // "All that match" may include the administrator: that account is left out and named in the answer. A user
    // is deleted from both collections (one sign-in account), as when named.
    const store = await matchingRangeStore();
    const none = { deleted: [], notFound: [], accountFailures: [] };
    const ownAccountSkipped: string[] = [];
    const { output, targets } = await runInChunks({
      chunks: userIdChunks(matchingUserPages(store, input.matching)),
      act: async (userIds) => {
        const others = userIds.filter((userId) => userId !== actor.uid);
        if (others.length < userIds.length) ownAccountSkipped.splice(0, 1, actor.uid);
        return others.length > 0 ? deleteUsersByIds(others) : { output: none, targets: [] };
      },
      none,
      total: () => countMatchingUsers(store, input.matching),
      reportProgress,
    });
    return { output: { ...output, ownAccountSkipped }, targets };
  },
  { timeoutSeconds: bulkCallableTimeoutSeconds },
);
