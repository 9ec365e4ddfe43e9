import {
  activeUsersMetric,
  activeUserWindows,
  addUtcDays,
  approvalEmailSeries,
  approvalsSeries,
  type ChartDay,
  feedbackApprovedSeries,
  feedbackCategories,
  type JoinedDays,
  joinedSeries,
  receivedFeedbackOf,
  startOfUtcDay,
  userCountMetrics,
  utcDayOfOrThrow,
  utcDaysBetween,
} from '@management-center/contract';

// The home page's ranges: days drawn a bar each, 90 days a bar per week, 12 months a bar per month. Each is
// compared with the same length just before it.
export const chartRanges = [
  { value: '7d', label: '7 days', bucket: 'day', count: 7 },
  { value: '30d', label: '30 days', bucket: 'day', count: 30 },
  { value: '90d', label: '90 days', bucket: 'week', count: 13 },
  { value: '12m', label: '12 months', bucket: 'month', count: 12 },
] as const;

export type ChartRange = (typeof chartRanges)[number];
export type ChartRangeValue = ChartRange['value'];
export const defaultChartRange: ChartRange = chartRanges[1];

export function chartRangeOf(value: string | null): ChartRange {
  return chartRanges.find((range) => range.value === value) ?? defaultChartRange;
}

/** One bar: the UTC days it adds up, first to last. */
/** One point of a chart whose series are named at run time (categories, windows). */
export type ChartPoint = { label: string } & Record<string, string | number>;

export interface Bucket {
  label: string;
  first: string;
  last: string;
}

function daysOf(bucket: Bucket): string[] {
  return utcDaysBetween(bucket.first, bucket.last);
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function monthStart(day: string, monthsBack: number): string {
  const date = new Date(startOfUtcDay(day));
  return utcDayOfOrThrow(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

/**
 * The bars of a range ending today (`periodsBack` 1: the range just before), oldest first. Weeks are the seven
 * days ending on a bar's last day; months are calendar months, the last one up to today.
 */
export function bucketsOf(range: ChartRange, today: string, periodsBack = 0): Bucket[] {
  const buckets: Bucket[] = [];
  for (let index = range.count * (periodsBack + 1) - 1; index >= range.count * periodsBack; index -= 1) {
    if (range.bucket === 'month') {
      const first = monthStart(today, index);
      const last = index === 0 ? today : addUtcDays(monthStart(today, index - 1), -1);
      buckets.push({ label: monthLabel.format(startOfUtcDay(first)), first, last });
      continue;
    }
    const span = range.bucket === 'week' ? 7 : 1;
    const last = addUtcDays(today, -index * span);
    const first = addUtcDays(last, 1 - span);
    buckets.push({ label: dayLabel.format(startOfUtcDay(first)), first, last });
  }
  return buckets;
}

/** The first day of the range and of the range before it: what the page reads. */
export function daysToRead(range: ChartRange, today: string): { from: string; to: string } {
  return { from: bucketsOf(range, today, 1)[0]?.first ?? today, to: today };
}

export type ChartDays = Record<string, ChartDay>;

function sumOver(days: ChartDays, bucket: Bucket, of: (day: ChartDay) => number): number {
  return daysOf(bucket).reduce((sum, day) => sum + of(days[day] ?? {}), 0);
}

export interface NewUsersBar {
  label: string;
  'Normal users': number;
  'Business users': number;
  // The bar's days: what a click on it lists.
  joined: JoinedDays;
}

export function newUsersBars(days: ChartDays, buckets: readonly Bucket[]): NewUsersBar[] {
  return buckets.map((bucket) => ({
    label: bucket.label,
    joined: { from: bucket.first, to: bucket.last },
    'Normal users': sumOver(days, bucket, (day) => day[joinedSeries('normal')] ?? 0),
    'Business users': sumOver(days, bucket, (day) => day[joinedSeries('business')] ?? 0),
  }));
}

export function newUsersIn(days: ChartDays, buckets: readonly Bucket[]): number {
  return newUsersBars(days, buckets).reduce(
    (sum, bar) => sum + bar['Normal users'] + bar['Business users'],
    0,
  );
}

/** The change from the previous period in percent, rounded; null when the previous period had none. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/**
 * A current figure as it stood at the end of each bar: the last value kept on or before the bar's last day (a day
 * without a change keeps none); undefined before the first kept value.
 */
function standingAt(days: ChartDays, metric: string, buckets: readonly Bucket[]): Array<number | undefined> {
  const kept = Object.keys(days)
    .filter((day) => days[day]?.[metric] !== undefined)
    .sort();
  return buckets.map((bucket) => {
    let value: number | undefined;
    for (const day of kept) {
      if (day > bucket.last) break;
      value = days[day]?.[metric];
    }
    return value;
  });
}

export interface RegisteredPoint {
  label: string;
  Registered?: number;
  'Not registered'?: number;
}

export function registeredPoints(days: ChartDays, buckets: readonly Bucket[]): RegisteredPoint[] {
  const normal = standingAt(days, userCountMetrics.normalUsers, buckets);
  const live = standingAt(days, userCountMetrics.liveUsers, buckets);
  return buckets.map((bucket, index) => {
    const all = normal[index];
    const registered = live[index];
    if (all === undefined) return { label: bucket.label };
    return { label: bucket.label, Registered: registered ?? 0, 'Not registered': all - (registered ?? 0) };
  });
}

export interface WaitingPoint {
  label: string;
  Waiting?: number;
}

export function waitingPoints(days: ChartDays, buckets: readonly Bucket[]): WaitingPoint[] {
  const waiting = standingAt(days, userCountMetrics.businessUsersWaiting, buckets);
  return buckets.map((bucket, index) => {
    const value = waiting[index];
    return value === undefined ? { label: bucket.label } : { label: bucket.label, Waiting: value };
  });
}

export interface FeedbackBar {
  label: string;
  Received: number;
  Approved: number;
}

export function feedbackBars(days: ChartDays, buckets: readonly Bucket[]): FeedbackBar[] {
  return buckets.map((bucket) => ({
    label: bucket.label,
    Received: sumOver(days, bucket, (day) =>
      receivedFeedbackOf(day).reduce((sum, { count }) => sum + count, 0),
    ),
    Approved: sumOver(days, bucket, (day) => day[feedbackApprovedSeries] ?? 0),
  }));
}

export const categoryLabels: readonly string[] = feedbackCategories.map((category) => category.label);

/** Each bar's average rating per category (of the feedback sent in it); a category without feedback has none. */
export function averageRatingPoints(days: ChartDays, buckets: readonly Bucket[]): ChartPoint[] {
  return buckets.map((bucket) => {
    const totals = new Map<string, { sum: number; count: number }>();
    for (const day of daysOf(bucket)) {
      for (const { category, rating, count } of receivedFeedbackOf(days[day] ?? {})) {
        const total = totals.get(category) ?? { sum: 0, count: 0 };
        totals.set(category, { sum: total.sum + rating * count, count: total.count + count });
      }
    }
    const point: ChartPoint = { label: bucket.label };
    for (const [category, { sum, count }] of totals) {
      if (count > 0) point[category] = Math.round((sum / count) * 100) / 100;
    }
    return point;
  });
}

export interface ApprovalBar {
  label: string;
  Approved: number;
  'E-mail sent': number;
  'E-mail failed': number;
  Delivered: number;
  'Bounced or dropped': number;
}

/** Business users approved per bar, and what became of their approval e-mails. */
export function approvalBars(days: ChartDays, buckets: readonly Bucket[]): ApprovalBar[] {
  const series = (name: string) => (day: ChartDay) => day[name] ?? 0;
  return buckets.map((bucket) => ({
    label: bucket.label,
    Approved: sumOver(days, bucket, series(approvalsSeries)),
    'E-mail sent': sumOver(days, bucket, series(approvalEmailSeries.sent)),
    'E-mail failed': sumOver(days, bucket, series(approvalEmailSeries.failed)),
    Delivered: sumOver(days, bucket, series(approvalEmailSeries.delivered)),
    'Bounced or dropped':
      sumOver(days, bucket, series(approvalEmailSeries.bounced)) +
      sumOver(days, bucket, series(approvalEmailSeries.dropped)),
  }));
}

export function activeUsersLabel(days: number): string {
  return days === 1 ? 'Within a day' : `Within ${days} days`;
}

/** App users active within 1, 7 and 30 days, as counted at the end of each bar (once a day). */
export function activeUserPoints(days: ChartDays, buckets: readonly Bucket[]): ChartPoint[] {
  const standing = activeUserWindows.map((window) => standingAt(days, activeUsersMetric(window), buckets));
  return buckets.map((bucket, index) => {
    const point: ChartPoint = { label: bucket.label };
    activeUserWindows.forEach((window, windowIndex) => {
      const value = standing[windowIndex]?.[index];
      if (value !== undefined) point[activeUsersLabel(window)] = value;
    });
    return point;
  });
}
