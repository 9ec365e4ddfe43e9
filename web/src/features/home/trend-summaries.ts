import {
  activeUsersMetric,
  activeUserWindows,
  dayMs,
  type HomeFigures,
  userCountMetrics,
} from '@management-center/contract';
import type { UserTotals } from '../../lib/users/user-totals.ts';
import { countedText } from '../../lib/wording/counted-text.ts';

/** The figures of the last count of the sign-in accounts (once a day): none before the first. */
export function activeUsersSummary(figures: HomeFigures | undefined): string {
  const counted = activeUserWindows.map((window) => figures?.[activeUsersMetric(window)]);
  if (counted.some((count) => count === undefined)) return 'Counted once a day from the sign-in accounts.';
  const [day, week, month] = counted;
  return `Signed in within a day: ${day}; within 7 days: ${week}; within 30 days: ${month}.`;
}

/** Since when the oldest waits, at `now`: null when none waits, undefined while (or if) it is not read. */
export function oldestWaitingText(since: number | null | undefined, now: number): string {
  if (since === undefined) return '';
  if (since === null) return 'No business user with a known sign-up time is waiting.';
  const days = Math.floor((now - since) / dayMs);
  return `The oldest has waited ${countedText(days, { one: 'day', many: 'days' })}.`;
}

/** The users screen's totals from the figures the home page reads (homeFigures): what its status filter lists. */
export function userTotalsOf(figures: HomeFigures): UserTotals {
  return {
    normal: figures[userCountMetrics.normalUsers] ?? 0,
    live: figures[userCountMetrics.liveUsers] ?? 0,
    business: figures[userCountMetrics.businessUsers] ?? 0,
    waiting: figures[userCountMetrics.businessUsersWaiting] ?? 0,
  };
}
