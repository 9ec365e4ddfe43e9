import { callableNames, trashedUserPath } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { deleteTrashedUsers } from './trash-removal.ts';

export const deleteUsersForever = adminCallable(callableNames.deleteUsersForever, async ({ userIds }) => {
  const output = await deleteTrashedUsers(await database(), userIds);
  return { output, targets: [...output.deleted, ...output.accountKept].map(trashedUserPath) };
});
