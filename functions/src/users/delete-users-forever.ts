import { callableNames, trashedUserPath } from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { deleteTrashedUsers } from './trash-removal.ts';

export const deleteUsersForever = teamCallable(callableNames.deleteUsersForever, async ({ userIds }) => {
  const output = await deleteTrashedUsers(await database(), userIds);
  return { output, targets: [...output.deleted, ...output.accountKept].map(trashedUserPath) };
});
