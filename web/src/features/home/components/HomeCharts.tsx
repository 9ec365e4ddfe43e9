import '@mantine/charts/styles.css';
import { type HomeFigures, utcDayOfOrThrow } from '@management-center/contract';
import { Alert, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePaletteActions } from '../../../lib/navigation/palette-actions.ts';
import { useChartDays } from '../api/use-chart-days.ts';
import { bucketsOf, chartRangeOf, chartRanges, daysToRead, defaultChartRange } from '../chart-data.ts';
import { ActiveUsersChart } from './charts/ActiveUsersChart.tsx';
import { ApprovalsChart } from './charts/ApprovalsChart.tsx';
import { AverageRatingChart } from './charts/AverageRatingChart.tsx';
import { FeedbackChart } from './charts/FeedbackChart.tsx';
import { NewUsersChart } from './charts/NewUsersChart.tsx';
import { RegisteredUsersChart } from './charts/RegisteredUsersChart.tsx';
import { WaitingBusinessUsersChart } from './charts/WaitingBusinessUsersChart.tsx';
import { WaitingFeedbackByRatingChart } from './charts/WaitingFeedbackByRatingChart.tsx';

export interface HomeChartsProps {
  figures: HomeFigures | undefined;
  oldestWaitingSince: number | null | undefined;
}

/** The home page's trends over the range in the address (`?range=`), from the server's daily totals. */
export function HomeCharts({ figures, oldestWaitingSince }: HomeChartsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = chartRangeOf(searchParams.get('range'));
  const today = utcDayOfOrThrow(Date.now());
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
          <NewUsersChart days={days} buckets={buckets} range={range} />
          <RegisteredUsersChart days={days} buckets={buckets} figures={figures} />
          <WaitingBusinessUsersChart
            days={days}
            buckets={buckets}
            figures={figures}
            oldestWaitingSince={oldestWaitingSince}
          />
          <ActiveUsersChart days={days} buckets={buckets} figures={figures} />
          <ApprovalsChart days={days} buckets={buckets} figures={figures} />
          <FeedbackChart days={days} buckets={buckets} />
          {figures && <WaitingFeedbackByRatingChart figures={figures} />}
          <AverageRatingChart days={days} buckets={buckets} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
