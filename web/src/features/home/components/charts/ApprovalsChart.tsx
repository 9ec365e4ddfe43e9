import { userStatusLabels } from '@management-center/contract';
import { BarChart } from '@mantine/charts';
import { approvalBars } from '../../chart-data.ts';
import { ChartCard } from './ChartCard.tsx';
import { countAxis, type TrendChartWithFiguresProps, useTrendChart } from './trend-chart.ts';
import { UsersNowLinks } from './UsersNowLinks.tsx';

/** Business users approved per bucket, and where their approval e-mails went. */
export function ApprovalsChart({ days, buckets, figures }: TrendChartWithFiguresProps) {
  const trendChart = useTrendChart();
  return (
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
      <UsersNowLinks figures={figures} links={[{ status: userStatusLabels.approved, label: 'Approved' }]} />
    </ChartCard>
  );
}
