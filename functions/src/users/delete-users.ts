import {
  businessUserPath,
  callableNames,
  type DeleteUsersOutput,
  deleteUsersInputSchema,
  normalUserPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { adminCallable } from '../platform/admin-callable.ts';
import { authentication, database } from '../platform/firebase.ts';
import { idsWithRecord } from './user-records.ts';

// The Auth API removes at most 1000 accounts per request; a call names at most 500 ids, so one request does.
async function deleteSignInAccounts(userIds: string[]): Promise<DeleteUsersOutput['accountFailures']> {
  const result = await (await authentication()).deleteUsers(userIds);
  return result.errors.flatMap(({ index, error }) => {
    const userId = userIds[index];
    return userId === undefined ? [] : [{ userId, message: error.message }];
  });
}

export const deleteUsers = adminCallable(
  callableNames.deleteUsers,
  deleteUsersInputSchema,
  async ({ userIds }, actor) => {
    // The administrator's own account would end this session and leave the console without an administrator.
    if (userIds.includes(actor.uid)) {
      throw new HttpsError('invalid-argument', 'userIds: must not include your own account', {
        field: 'userIds',
      });
    }
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
  },
);
