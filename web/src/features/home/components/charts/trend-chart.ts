import type { HomeFigures } from '@management-center/contract';
import { usePhoneLayout } from '../../../../components/phone-layout.ts';
import type { Bucket, ChartDays } from '../../chart-data.ts';

/** What every trend chart is drawn from: the days read, added up into the range's buckets. */
export interface TrendChartProps {
  days: ChartDays;
  buckets: readonly Bucket[];
}

/** A trend chart that also says (or links to) what its figures are now: undefined until they are read. */
export interface TrendChartWithFiguresProps extends TrendChartProps {
  figures: HomeFigures | undefined;
}

// Counts are whole: no axis tick between 0 and 1.
export const countAxis = { allowDecimals: false };

// What every trend chart shares: its size, and a bar or point per bucket, named by the bucket's label.
const desktopTrendChart = { h: 240, dataKey: 'label' } as const;

// On a phone a label per bucket would overlap: the x axis names as many as fit apart, always the first and the
// last, and the chart is taller, as its legend takes more lines of the narrow card.
const phoneTrendChart = {
  ...desktopTrendChart,
  h: 300,
  xAxisProps: { interval: 'preserveStartEnd', minTickGap: 24 },
} as const;

/** The size and axis every trend chart takes on the screen it is drawn on. */
export function useTrendChart() {
  return usePhoneLayout() ? phoneTrendChart : desktopTrendChart;
}
