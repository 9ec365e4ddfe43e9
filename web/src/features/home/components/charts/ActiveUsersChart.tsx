import { activeUserWindows } from '@management-center/contract';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { activeUserPoints, activeUsersLabel } from '../../chart-data.ts';
import { activeUsersSummary } from '../../trend-summaries.ts';
import { ChartCard } from './ChartCard.tsx';
import { KeptDailyNote } from './KeptDailyNote.tsx';
import { countAxis, type TrendChartWithFiguresProps, useTrendChart } from './trend-chart.ts';

const windowColors = ['teal.6', 'blue.6', 'grape.6'];

/** The accounts signed in within a day, 7 days and 30 days, as counted once a day. */
export function ActiveUsersChart({ days, buckets, figures }: TrendChartWithFiguresProps) {
  const trendChart = useTrendChart();
  const points = activeUserPoints(days, buckets);
  return (
    <ChartCard
      title="Active users"
      summary={
        <>
          <Text c="dimmed" size="sm">
            {activeUsersSummary(figures)}
          </Text>
          <KeptDailyNote points={points} field={activeUsersLabel(7)} />
        </>
      }
    >
      <LineChart
        {...trendChart}
        data={points}
        yAxisProps={countAxis}
        withLegend
        series={activeUserWindows.map((window, index) => ({
          name: activeUsersLabel(window),
          color: windowColors[index] ?? 'blue.6',
        }))}
      />
    </ChartCard>
  );
}
