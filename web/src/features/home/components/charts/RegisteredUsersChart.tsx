import { type UserStatusLabel, userStatusLabels } from '@management-center/contract';
import { AreaChart } from '@mantine/charts';
import { useNavigate } from 'react-router-dom';
import { usersOfStatusPath } from '../../../../lib/users/user-status-filter.ts';
import { registeredPoints } from '../../chart-data.ts';
import { ChartCard } from './ChartCard.tsx';
import { KeptDailyNote } from './KeptDailyNote.tsx';
import { countAxis, type TrendChartWithFiguresProps, useTrendChart } from './trend-chart.ts';
import { UsersNowLinks } from './UsersNowLinks.tsx';

// An area opens the users of its status now.
const registeredSeries: Readonly<Record<string, UserStatusLabel>> = {
  Registered: userStatusLabels.live,
  'Not registered': userStatusLabels.unalive,
};

/** Normal users who registered their details and who did not, as kept once a day. */
export function RegisteredUsersChart({ days, buckets, figures }: TrendChartWithFiguresProps) {
  const navigate = useNavigate();
  const trendChart = useTrendChart();
  const points = registeredPoints(days, buckets);
  return (
    <ChartCard
      title="Normal users who registered their details"
      summary={<KeptDailyNote points={points} field="Registered" />}
    >
      <AreaChart
        {...trendChart}
        yAxisProps={countAxis}
        data={points}
        type="stacked"
        withLegend
        connectNulls={false}
        series={[
          { name: 'Registered', color: 'teal.6' },
          { name: 'Not registered', color: 'gray.5' },
        ]}
        areaProps={(series) => {
          const status = registeredSeries[series.name];
          return status ? { cursor: 'pointer', onClick: () => navigate(usersOfStatusPath(status)) } : {};
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
  );
}
