import {
  type ActiveUserWindow,
  activeUsersMetric,
  activeUserWindows,
  dayMs,
  readModelPaths,
  utcDayOf,
} from '@management-center/contract';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { authentication, database } from '../platform/firebase.ts';
import { readTeamMembers } from '../team/team-membership.ts';

// The most accounts the Auth API lists per request.
const accountsPerPage = 1000;

// The app refreshes a signed-in user's token about hourly while it is used: the later of that and the last sign-in
// is when the user was last active.
function lastActiveAt(account: UserRecord): number | undefined {
  const times = [account.metadata.lastSignInTime, account.metadata.lastRefreshTime]
    .filter((time): time is string => typeof time === 'string')
    .map((time) => Date.parse(time))
    .filter(Number.isFinite);
  return times.length > 0 ? Math.max(...times) : undefined;
}

/**
 * How many app users (every sign-in account but the team's) were active within each window before `now`, counted
 * over the accounts a page at a time; written as current figures and as today's.
 */
export async function countActiveUsers(
  auth: Auth,
  realtimeDatabase: Database,
  now: number,
): Promise<Record<ActiveUserWindow, number>> {
  const team = new Set(Object.keys(await readTeamMembers(realtimeDatabase)));
  const counts = Object.fromEntries(activeUserWindows.map((days) => [days, 0])) as Record<
    ActiveUserWindow,
    number
  >;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(accountsPerPage, pageToken);
    for (const account of page.users) {
      const active = lastActiveAt(account);
      if (team.has(account.uid) || active === undefined) continue;
      for (const days of activeUserWindows) if (now - active <= days * dayMs) counts[days] += 1;
    }
    pageToken = page.pageToken;
  } while (pageToken);
  const today = utcDayOf(now);
  const update: Record<string, number> = {};
  for (const days of activeUserWindows) {
    update[`${readModelPaths.homeFigures}/${activeUsersMetric(days)}`] = counts[days];
    if (today) update[`${readModelPaths.chartDays}/${today}/${activeUsersMetric(days)}`] = counts[days];
  }
  await realtimeDatabase.ref().update(update);
  return counts;
}

// Before the daily cleanup, in the same quiet hour; a million accounts take a thousand pages.
export const countActiveUsersDaily = onSchedule(
  { schedule: 'every day 02:30', timeZone: 'UTC', timeoutSeconds: 1800 },
  async () => {
    const counts = await countActiveUsers(await authentication(), await database(), Date.now());
    logger.info('Active users counted', { activeUsers: counts });
  },
);
