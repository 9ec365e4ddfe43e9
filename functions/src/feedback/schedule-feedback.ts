import { callableNames, databasePaths } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';

export const scheduleFeedback = adminCallable(callableNames.scheduleFeedback, async ({ date: schedule }) => {
  await (await database()).ref(databasePaths.schedule).update(schedule);
  return { output: schedule, targets: [databasePaths.schedule] };
});
