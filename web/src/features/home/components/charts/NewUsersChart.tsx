import { BarChart } from '@mantine/charts';
import { useNavigate } from 'react-router-dom';
import { usersJoinedPath } from '../../../../lib/users/users-joined-path.ts';
import { type ChartRange, type NewUsersBar, newUsersBars } from '../../chart-data.ts';
import { ChartCard } from './ChartCard.tsx';
import { NewUsersLinks } from './NewUsersLinks.tsx';
import { NewUsersSummary } from './NewUsersSummary.tsx';
import { newUsersSeries } from './new-users-series.ts';
import { countAxis, type TrendChartProps, useTrendChart } from './trend-chart.ts';

/** Normal and business users who joined, stacked per bucket: a bar opens the users of its series and days. */
export function NewUsersChart({ days, buckets, range }: TrendChartProps & { range: ChartRange }) {
  const navigate = useNavigate();
  const trendChart = useTrendChart();
  return (
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
  );
}
