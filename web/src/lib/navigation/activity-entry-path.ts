import { filledRoute, routePaths } from './paths.ts';

// The Activity page of one audit entry: a user's timeline links each action of the team to it (a timeline entry
// of an action has the key of its audit entry).
export function activityEntryPath(entryId: string): string {
  return filledRoute(routePaths.activityEntry, entryId);
}
