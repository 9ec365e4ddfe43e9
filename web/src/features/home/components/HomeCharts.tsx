import '@mantine/charts/styles.css';
import {
  activeUsersMetric,
  activeUserWindows,
  type HomeFigures,
  type UserStatusLabel,
  type UserTypeFilter,
  userCountMetrics,
  userStatusLabels,
  waitingFeedbackByRating,
} from '@management-center/contract';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePhoneLayout } from '../../../components/phone-layout.ts';
import { countedText } from '../../../lib/counted-text.ts';
import { usePaletteActions } from '../../../lib/palette-actions.ts';
import { usersOfStatusPath } from '../../../lib/user-status-filter.ts';
import { type UserTotals, usersOfStatus } from '../../../lib/user-totals.ts';
import { usersJoinedPath } from '../../../lib/users-joined-path.ts';
import { useChartDays } from '../api/use-chart-days.ts';
import {
  activeUserPoints,
  activeUsersLabel,
  approvalBars,
  averageRatingPoints,
  type Bucket,
  bucketsOf,
  type ChartDays,
  type ChartRange,
  categoryLabels,
  chartRangeOf,
  chartRanges,
  dayOf,
  daysToRead,
  defaultChartRange,
  feedbackBars,
  type NewUsersBar,
  newUsersBars,
  newUsersIn,
  percentChange,
  registeredPoints,
  waitingPoints,
} from '../chart-data.ts';

const categoryColors = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'red.6',
  'yellow.7',
];

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} size="h4">
        {title}
      </Title>
      {summary}
      <Stack mt="md">{children}</Stack>
    </Card>
  );
}

function NewUsersSummary({ days, range }: { days: ChartDays; range: ChartRange }) {
  const today = dayOf(Date.now());
  const current = newUsersIn(days, bucketsOf(range, today));
  const change = percentChange(current, newUsersIn(days, bucketsOf(range, today, 1)));
  return (
    <Group gap="xs">
      <Text c="dimmed" size="sm">
        {countedText(current, { one: 'new user', many: 'new users' })} in the last {range.label}
      </Text>
      {change !== null && (
        <Badge color={change >= 0 ? 'teal' : 'red'} variant="light">
          {change >= 0 ? '+' : ''}
          {change}% against the {range.label} before
        </Badge>
      )}
    </Group>
  );
}

// Counts are whole: no axis tick between 0 and 1.
const countAxis = { allowDecimals: false };

// What every trend chart shares: its size, and a bar or point per bucket, named by the bucket's label.
const desktopTrendChart = { h: 240, dataKey: 'label' } as const;

// On a phone a label per bucket would overlap: the x axis names as many as fit apart, always the first and the
// last, and the chart is taller, as its legend takes more lines of the narrow card.
const phoneTrendChart = {
  ...desktopTrendChart,
  h: 300,
  xAxisProps: { interval: 'preserveStartEnd', minTickGap: 24 },
} as const;

// The average ratings' legend names ten categories: on a phone it takes five lines of the chart, which is taller
// by as much.
const phoneRatingChartHeight = phoneTrendChart.h + 120;

// A figure kept once a day has no history from before the charts were deployed: said, rather than a lone dot left
// to look like a fault.
function KeptDailyNote<Point extends { label: string }>({
  points,
  field,
}: {
  points: Point[];
  field: keyof Point;
}) {
  const kept = points.filter((point) => point[field] !== undefined);
  if (kept.length > 1) return null;
  return (
    <Text c="dimmed" size="sm">
      Kept once a day{kept[0] ? ` since ${kept[0].label}` : ''}: the line grows as the days pass.
    </Text>
  );
}

// The figures of the last count of the sign-in accounts (once a day): none before the first.
function activeUsersSummary(figures: HomeFigures | undefined): string {
  const counted = activeUserWindows.map((window) => figures?.[activeUsersMetric(window)]);
  if (counted.some((count) => count === undefined)) return 'Counted once a day from the sign-in accounts.';
  const [day, week, month] = counted;
  return `Signed in within a day: ${day}; within 7 days: ${week}; within 30 days: ${month}.`;
}

// Since when the oldest waits: null when none waits, undefined while (or if) it is not read.
function waitedText(since: number | null | undefined): string {
  if (since === undefined) return '';
  if (since === null) return 'No business user with a known sign-up time is waiting.';
  const days = Math.floor((Date.now() - since) / (24 * 60 * 60 * 1000));
  return `The oldest has waited ${countedText(days, { one: 'day', many: 'days' })}.`;
}

// The users screen's totals from the figures the home page reads (homeFigures): what its status filter lists.
function userTotalsOf(figures: HomeFigures): UserTotals {
  return {
    normal: figures[userCountMetrics.normalUsers] ?? 0,
    live: figures[userCountMetrics.liveUsers] ?? 0,
    business: figures[userCountMetrics.businessUsers] ?? 0,
    waiting: figures[userCountMetrics.businessUsersWaiting] ?? 0,
  };
}

interface StatusLink {
  status: UserStatusLabel;
  label: string;
}

// A chart of a status over time has no list of the past: its links (and its clicks) open the users of that
// status now. Links are also the keyboard's way in.
function UsersNowLinks({
  figures,
  links,
}: {
  figures: HomeFigures | undefined;
  links: readonly StatusLink[];
}) {
  if (!figures) return null;
  const totals = userTotalsOf(figures);
  return (
    <Group gap="md">
      {links.map(({ status, label }) => (
        <Anchor key={status} component={Link} to={usersOfStatusPath(status)} size="sm">
          {label} now: {usersOfStatus(totals, status).toLocaleString('en-US')}
        </Anchor>
      ))}
    </Group>
  );
}

const newUsersSeries: Readonly<Record<string, UserTypeFilter>> = {
  'Normal users': 'Normal User',
  'Business users': 'Business User',
};

// A bar opens the users of its series who joined on its days; these links open those of the whole range (the
// keyboard's way in).
function NewUsersLinks({ buckets, range }: { buckets: readonly Bucket[]; range: ChartRange }) {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return null;
  const joined = { from: first.first, to: last.last };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Who joined in the last {range.label}:
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={usersJoinedPath(joined)} size="sm">
          all users
        </Anchor>
        {Object.entries(newUsersSeries).map(([label, type]) => (
          <Anchor key={type} component={Link} to={usersJoinedPath(joined, type)} size="sm">
            {label.toLowerCase()}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

const registeredSeries: Readonly<Record<string, UserStatusLabel>> = {
  Registered: userStatusLabels.live,
  'Not registered': userStatusLabels.unalive,
};

// The feedback waiting for approval by rating, the very list the feedback screen shows under that rating filter:
// a bar opens it, and so does its link beside the chart (the keyboard's way in).
function WaitingFeedbackByRating({ figures }: { figures: HomeFigures }) {
  const navigate = useNavigate();
  const bars = waitingFeedbackByRating.map(({ rating, metric }) => ({
    label: `${rating} star${rating === 1 ? '' : 's'}`,
    rating,
    Waiting: figures[metric] ?? 0,
  }));
  const listOf = (rating: number) => `/manage_feedback?rating=${rating}`;
  return (
    <ChartCard title="Feedback waiting for approval, by rating">
      <BarChart
        h={220}
        data={bars}
        dataKey="label"
        yAxisProps={countAxis}
        series={[{ name: 'Waiting', color: 'violet.6' }]}
        barProps={{
          cursor: 'pointer',
          onClick: (bar: { payload?: { rating?: number } }) => {
            if (bar.payload?.rating !== undefined) navigate(listOf(bar.payload.rating));
          },
        }}
      />
      <Group gap="md">
        {bars.map((bar) => (
          <Anchor key={bar.rating} component={Link} to={listOf(bar.rating)} size="sm">
            {bar.label}: {bar.Waiting}
          </Anchor>
        ))}
      </Group>
    </ChartCard>
  );
}

export interface HomeChartsProps {
  figures: HomeFigures | undefined;
  oldestWaitingSince: number | null | undefined;
}

/** The home page's trends over the range in the address (`?range=`), from the server's daily totals. */
export function HomeCharts({ figures, oldestWaitingSince }: HomeChartsProps) {
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const trendChart = phone ? phoneTrendChart : desktopTrendChart;
  const [searchParams, setSearchParams] = useSearchParams();
  const range = chartRangeOf(searchParams.get('range'));
  const today = dayOf(Date.now());
  const { from } = daysToRead(range, today);
  const { days, error } = useChartDays(from, today);
  const buckets = bucketsOf(range, today);

  const chooseRange = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === defaultChartRange.value) next.delete('range');
    else next.set('range', value);
    setSearchParams(next);
  };
  usePaletteActions(
    chartRanges
      .filter(({ value }) => value !== range.value)
      .map(({ value, label }) => ({
        id: `range-${value}`,
        label: `Show the trends of the last ${label}`,
        run: () => chooseRange(value),
      })),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Trends
        </Title>
        <SegmentedControl
          aria-label="Range"
          value={range.value}
          onChange={chooseRange}
          data={chartRanges.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
      {error ? (
        <Alert color="red">The charts could not be read: {error.message}</Alert>
      ) : !days ? (
        <Skeleton h={320} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ChartCard title="New users" summary={<NewUsersSummary days={days} range={range} />}>
            <BarChart
              {...trendChart}
              data={newUsersBars(days, buckets)}
              yAxisProps={countAxis}
              type="stacked"
              withLegend
              series={[
                { name: 'Normal users', color: 'blue.6' },
                { name: 'Business users', color: 'orange.6' },
              ]}
              barProps={(series) => {
                const type = newUsersSeries[series.name];
                return type
                  ? {
                      cursor: 'pointer',
                      onClick: (bar: { payload?: NewUsersBar }) => {
                        if (bar.payload) navigate(usersJoinedPath(bar.payload.joined, type));
                      },
                    }
                  : {};
              }}
            />
            <NewUsersLinks buckets={buckets} range={range} />
          </ChartCard>
          <ChartCard
            title="Normal users who registered their details"
            summary={<KeptDailyNote points={registeredPoints(days, buckets)} field="Registered" />}
          >
            <AreaChart
              {...trendChart}
              yAxisProps={countAxis}
              data={registeredPoints(days, buckets)}
              type="stacked"
              withLegend
              connectNulls={false}
              series={[
                { name: 'Registered', color: 'teal.6' },
                { name: 'Not registered', color: 'gray.5' },
              ]}
              areaProps={(series) => {
                const status = registeredSeries[series.name];
                return status
                  ? { cursor: 'pointer', onClick: () => navigate(usersOfStatusPath(status)) }
                  : {};
              }}
            />
            <UsersNowLinks
              figures={figures}
              links={[
                { status: userStatusLabels.live, label: 'Registered' },
                { status: userStatusLabels.unalive, label: 'Not registered' },
              ]}
            />
          </ChartCard>
          <ChartCard
            title="Business users waiting for approval"
            summary={
              <>
                <Text c="dimmed" size="sm">
                  {waitedText(oldestWaitingSince)}
                </Text>
                <KeptDailyNote points={waitingPoints(days, buckets)} field="Waiting" />
              </>
            }
          >
            <LineChart
              {...trendChart}
              data={waitingPoints(days, buckets)}
              yAxisProps={countAxis}
              series={[{ name: 'Waiting', color: 'orange.6' }]}
              lineChartProps={{
                style: { cursor: 'pointer' },
                onClick: () => navigate(usersOfStatusPath(userStatusLabels.waitingForApproval)),
              }}
            />
            <UsersNowLinks
              figures={figures}
              links={[{ status: userStatusLabels.waitingForApproval, label: 'Waiting' }]}
            />
          </ChartCard>
          <ChartCard
            title="Active users"
            summary={
              <>
                <Text c="dimmed" size="sm">
                  {activeUsersSummary(figures)}
                </Text>
                <KeptDailyNote points={activeUserPoints(days, buckets)} field={activeUsersLabel(7)} />
              </>
            }
          >
            <LineChart
              {...trendChart}
              data={activeUserPoints(days, buckets)}
              yAxisProps={countAxis}
              withLegend
              series={activeUserWindows.map((window, index) => ({
                name: activeUsersLabel(window),
                color: ['teal.6', 'blue.6', 'grape.6'][index] ?? 'blue.6',
              }))}
            />
          </ChartCard>
          <ChartCard title="Business users approved, and their approval e-mails">
            <BarChart
              {...trendChart}
              data={approvalBars(days, buckets)}
              yAxisProps={countAxis}
              withLegend
              series={[
                { name: 'Approved', color: 'orange.6' },
                { name: 'E-mail sent', color: 'blue.6' },
                { name: 'E-mail failed', color: 'gray.6' },
                { name: 'Delivered', color: 'teal.6' },
                { name: 'Bounced or dropped', color: 'red.6' },
              ]}
            />
            <UsersNowLinks
              figures={figures}
              links={[{ status: userStatusLabels.approved, label: 'Approved' }]}
            />
          </ChartCard>
          <ChartCard title="Feedback received and approved">
            <BarChart
              {...trendChart}
              data={feedbackBars(days, buckets)}
              yAxisProps={countAxis}
              withLegend
              series={[
                { name: 'Received', color: 'blue.6' },
                { name: 'Approved', color: 'teal.6' },
              ]}
            />
          </ChartCard>
          {figures && <WaitingFeedbackByRating figures={figures} />}
          <ChartCard title="Average rating by category">
            <LineChart
              {...trendChart}
              h={phone ? phoneRatingChartHeight : trendChart.h}
              data={averageRatingPoints(days, buckets)}
              withLegend
              connectNulls
              yAxisProps={{ domain: [1, 5] }}
              series={categoryLabels.map((name, index) => ({
                name,
                color: categoryColors[index % categoryColors.length] ?? 'blue.6',
              }))}
            />
          </ChartCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}
