import { feedbackCallableNames } from './feedback.ts';
import { maintenanceCallableNames } from './maintenance.ts';
import { siteContentCallableNames } from './site-content.ts';
import { userTrashCallableNames } from './user-trash.ts';
import { usersCallableNames } from './users.ts';
import { workoutCallableNames } from './workout.ts';

export * from './feedback.ts';
export * from './maintenance.ts';
export * from './matching.ts';
export * from './site-content.ts';
export * from './user-trash.ts';
export * from './users.ts';
export * from './workout.ts';

// Every callable of the backend, by name: the functions export them under these names, the web client calls them.
export const callableNames = {
  ...usersCallableNames,
  ...userTrashCallableNames,
  ...feedbackCallableNames,
  ...workoutCallableNames,
  ...siteContentCallableNames,
  ...maintenanceCallableNames,
} as const;

export type CallableName = (typeof callableNames)[keyof typeof callableNames];
