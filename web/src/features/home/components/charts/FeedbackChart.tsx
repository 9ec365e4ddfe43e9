import { BarChart } from '@mantine/charts';
import { feedbackBars } from '../../chart-data.ts';
import { ChartCard } from './ChartCard.tsx';
import { countAxis, type TrendChartProps, useTrendChart } from './trend-chart.ts';

/** Feedback received and approved per bucket. */
export function FeedbackChart({ days, buckets }: TrendChartProps) {
  const trendChart = useTrendChart();
  return (
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
  );
}
