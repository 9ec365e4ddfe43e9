import { z } from 'zod';
import { outboxEntrySchema } from '../email-outbox.ts';
import { type Feedback, feedbackRatings, feedbackSchema } from '../feedback.ts';
import { type FeedbackFilter, feedbackCategoryLabel, unfilteredFeedback } from '../feedback-list.ts';
import { ownData } from '../own-data.ts';
import type { UserKind } from '../user-list.ts';
import { utcDayOf } from '../utc-days.ts';
import { feedbackCountMetric, pendingFeedbackMetric, userCountMetrics } from './counts.ts';
import { databaseKeyOf, textOfDatabaseKey } from './database-key.ts';

// The home page's charts read figures the server adds up, never users. Two kinds:
// - day figures: how many users had something happen on one UTC day (their account was created, their feedback
//   was sent, it was approved). Each user is a member of the day figures their record says, in the same counter
//   shards as every other figure, so a replayed or late event never counts twice. Their totals are kept at
//   `chartDays/{day}/{series}`.
// - current figures (`homeFigures/{metric}`): the totals of some counted figures, also kept once a day per day
//   (`chartDays/{day}/{metric}`) so that they can be drawn over time.
export const dayMetricPrefix = 'day~';
const dayPattern = /^(\d{4}-\d{2}-\d{2})~(.+)$/;

export function dayMetric(day: string, series: string): string {
  return `${dayMetricPrefix}${day}~${series}`;
}

/** The day and series of a day figure's name; undefined for any other figure. */
export function dayMetricParts(metric: string): { day: string; series: string } | undefined {
  if (!metric.startsWith(dayMetricPrefix)) return undefined;
  const match = dayPattern.exec(metric.slice(dayMetricPrefix.length));
  return match?.[1] && match[2] ? { day: match[1], series: match[2] } : undefined;
}

export function joinedSeries(kind: UserKind): string {
  return `joined~${kind}`;
}

// Received feedback is counted by category and rating together: the rating distribution and the average rating
// of each category are both sums of these.
const feedbackSeriesPrefix = 'feedback~';

export function feedbackReceivedSeries(categoryLabel: string, rating: number): string {
  return `${feedbackSeriesPrefix}${databaseKeyOf(categoryLabel)}~${rating}`;
}

export const feedbackApprovedSeries = 'feedbackApproved';

const anyFeedbackSchema = z.object({ feedback: feedbackSchema });

/** A normal user's feedback, approved or not, as stored; undefined when there is none or it does not parse. */
export function storedFeedbackOf(record: unknown): Feedback | undefined {
  return anyFeedbackSchema.safeParse(ownData(record)).data?.feedback;
}

/**
 * The day figures one user counts in: the day their account was created (`accountCreatedAt`, when known), and for
 * a normal user with feedback, the day it was sent (with its category and rating) and the day it was first
 * approved, while it stands approved.
 */
export function dayMetricsOf(
  kind: UserKind,
  accountCreatedAt: number | undefined,
  feedback: Feedback | undefined,
): string[] {
  const metrics: string[] = [];
  const joinedDay = accountCreatedAt === undefined ? undefined : utcDayOf(accountCreatedAt);
  if (joinedDay) metrics.push(dayMetric(joinedDay, joinedSeries(kind)));
  if (kind === 'normal' && feedback) {
    const sentDay = utcDayOf(feedback.timestamp);
    const series = feedbackReceivedSeries(feedbackCategoryLabel(feedback.category), feedback.rating);
    if (sentDay) metrics.push(dayMetric(sentDay, series));
    const approvedDay =
      feedback.approveFeedback && feedback.feedbackApproveTimestamp !== undefined
        ? utcDayOf(feedback.feedbackApproveTimestamp)
        : undefined;
    if (approvedDay) metrics.push(dayMetric(approvedDay, feedbackApprovedSeries));
  }
  return metrics;
}

function waitingFeedbackMetric(filter: Partial<FeedbackFilter>): string {
  return feedbackCountMetric({ ...unfilteredFeedback, ...filter });
}

// The figures the home page shows now, and those of them it draws over time.
export const trendMetrics = [
  userCountMetrics.normalUsers,
  userCountMetrics.liveUsers,
  userCountMetrics.businessUsers,
  userCountMetrics.businessUsersWaiting,
  pendingFeedbackMetric,
] as const;

// App users who signed in (or whose app refreshed their sign-in) within 1, 7 and 30 days: counted once a day by a
// job over the sign-in accounts, written where the current figures are.
export const activeUserWindows = [1, 7, 30] as const;
export type ActiveUserWindow = (typeof activeUserWindows)[number];

export function activeUsersMetric(days: ActiveUserWindow): string {
  return `activeUsers~${days}d`;
}

// The series of a day that are the figures as they stood that day, not counts of what happened on it: the daily
// repair keeps them where nothing counts them.
export const standingSeries: ReadonlySet<string> = new Set([
  ...trendMetrics,
  ...activeUserWindows.map(activeUsersMetric),
]);

export const waitingFeedbackByRating = feedbackRatings.map((rating) => ({
  rating,
  metric: waitingFeedbackMetric({ rating }),
}));

export const homeFigureMetrics: readonly string[] = [
  ...trendMetrics,
  ...waitingFeedbackByRating.map(({ metric }) => metric),
];

const homeFigureSet = new Set(homeFigureMetrics);

export function isHomeFigure(metric: string): boolean {
  return homeFigureSet.has(metric);
}

export const homeFiguresSchema = z
  .record(z.string(), z.number())
  .nullable()
  .catch(null)
  .transform((figures) => figures ?? {});

export type HomeFigures = z.infer<typeof homeFiguresSchema>;

/** One day's totals: day figures by series, and the current figures as they stood that day. */
export const chartDaySchema = z.record(z.string(), z.number()).catch({});

export type ChartDay = z.infer<typeof chartDaySchema>;

export const chartDaysSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .catch(null)
  .transform((days) =>
    Object.fromEntries(
      Object.entries(days ?? {}).map(([day, totals]) => [day, chartDaySchema.parse(totals)]),
    ),
  );

/** The received feedback of one day by category label and rating, read back from its series. */
export function receivedFeedbackOf(
  day: ChartDay,
): Array<{ category: string; rating: number; count: number }> {
  const received: Array<{ category: string; rating: number; count: number }> = [];
  for (const [series, count] of Object.entries(day)) {
    if (!series.startsWith(feedbackSeriesPrefix)) continue;
    const rest = series.slice(feedbackSeriesPrefix.length);
    const separator = rest.lastIndexOf('~');
    const rating = Number(rest.slice(separator + 1));
    if (separator < 0 || !Number.isInteger(rating)) continue;
    received.push({ category: textOfDatabaseKey(rest.slice(0, separator)), rating, count });
  }
  return received;
}

// Business approvals and their e-mails are counted from the approval's outbox entry (one per business user), as a
// member of the counter shards under its own key: the day it was owed (the approval), the day the e-mail service
// took it (or it was given up on, until retried), and the day the receiving server accepted or refused it.
export const approvalsSeries = 'approvals';
export const approvalEmailSeries = {
  sent: 'approvalEmail~sent',
  failed: 'approvalEmail~failed',
  delivered: 'approvalEmail~delivered',
  bounced: 'approvalEmail~bounced',
  dropped: 'approvalEmail~dropped',
} as const;

/** The counter shards' member key of an outbox entry: never a directory key (those are `normal:` or `business:`). */
export type OutboxMemberKey = `outbox:${string}`;

export function outboxMemberKey(entryId: string): OutboxMemberKey {
  return `outbox:${entryId}`;
}

/** The day figures an outbox entry counts in: none unless it is an approval's e-mail. */
export function outboxDayMetricsOf(stored: unknown): string[] {
  const entry = outboxEntrySchema.safeParse(ownData(stored));
  if (!entry.success || entry.data.request.kind !== 'businessApproval') return [];
  const { request, delivery, recipient } = entry.data;
  const metrics: string[] = [];
  const counted = (time: number | undefined, series: string) => {
    const day = time === undefined ? undefined : utcDayOf(time);
    if (day) metrics.push(dayMetric(day, series));
  };
  counted(request.owedAt, approvalsSeries);
  if (delivery?.state === 'sent') counted(delivery.sentAt, approvalEmailSeries.sent);
  if (delivery?.state === 'failed') counted(delivery.updatedAt, approvalEmailSeries.failed);
  if (recipient && recipient.state !== 'deferred')
    counted(recipient.at, approvalEmailSeries[recipient.state]);
  return metrics;
}
