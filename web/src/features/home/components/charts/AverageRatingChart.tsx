import { LineChart } from '@mantine/charts';
import { usePhoneLayout } from '../../../../components/phone-layout.ts';
import { averageRatingPoints, categoryLabels } from '../../chart-data.ts';
import { ChartCard } from './ChartCard.tsx';
import { type TrendChartProps, useTrendChart } from './trend-chart.ts';

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

// The legend names ten categories: on a phone it takes five lines of the chart, which is taller by as much.
const phoneLegendHeight = 120;

/** The average rating of each feedback category per bucket, on the 1–5 scale. */
export function AverageRatingChart({ days, buckets }: TrendChartProps) {
  const phone = usePhoneLayout();
  const trendChart = useTrendChart();
  return (
    <ChartCard title="Average rating by category">
      <LineChart
        {...trendChart}
        h={phone ? trendChart.h + phoneLegendHeight : trendChart.h}
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
  );
}
