import { callableNames, databasePaths } from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';

export const scheduleFeedback = teamCallable(callableNames.scheduleFeedback, async ({ date: schedule }) => {
  await (await database()).ref(databasePaths.schedule).update(schedule);
  return { output: schedule, targets: [databasePaths.schedule] };
});
