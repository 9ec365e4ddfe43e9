import { userStatusLabels } from '@management-center/contract';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { usersOfStatusPath } from '../../../../lib/users/user-status-filter.ts';
import { waitingPoints } from '../../chart-data.ts';
import { oldestWaitingText } from '../../trend-summaries.ts';
import { ChartCard } from './ChartCard.tsx';
import { KeptDailyNote } from './KeptDailyNote.tsx';
import { countAxis, type TrendChartWithFiguresProps, useTrendChart } from './trend-chart.ts';
import { UsersNowLinks } from './UsersNowLinks.tsx';

interface WaitingBusinessUsersChartProps extends TrendChartWithFiguresProps {
  // Since when the oldest has waited: null when none waits, undefined while it is not read.
  oldestWaitingSince: number | null | undefined;
}

/** Business users waiting for approval, as kept once a day: the line opens those waiting now. */
export function WaitingBusinessUsersChart({
  days,
  buckets,
  figures,
  oldestWaitingSince,
}: WaitingBusinessUsersChartProps) {
  const navigate = useNavigate();
  const trendChart = useTrendChart();
  const points = waitingPoints(days, buckets);
  return (
    <ChartCard
      title="Business users waiting for approval"
      summary={
        <>
          <Text c="dimmed" size="sm">
            {oldestWaitingText(oldestWaitingSince, Date.now())}
          </Text>
          <KeptDailyNote points={points} field="Waiting" />
        </>
      }
    >
      <LineChart
        {...trendChart}
        data={points}
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
  );
}
