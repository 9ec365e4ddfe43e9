import { type HomeFigures, waitingFeedbackByRating } from '@management-center/contract';
import { BarChart } from '@mantine/charts';
import { Anchor, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { routePaths } from '../../../../lib/navigation/paths.ts';
import { ChartCard } from './ChartCard.tsx';
import { countAxis } from './trend-chart.ts';

// The feedback screen under its rating filter.
function feedbackOfRatingPath(rating: number): string {
  return `${routePaths.feedback}?rating=${rating}`;
}

// The feedback waiting for approval by rating, the very list the feedback screen shows under that rating filter:
// a bar opens it, and so does its link beside the chart (the keyboard's way in).
export function WaitingFeedbackByRatingChart({ figures }: { figures: HomeFigures }) {
  const navigate = useNavigate();
  const bars = waitingFeedbackByRating.map(({ rating, metric }) => ({
    label: `${rating} star${rating === 1 ? '' : 's'}`,
    rating,
    Waiting: figures[metric] ?? 0,
  }));
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
            if (bar.payload?.rating !== undefined) navigate(feedbackOfRatingPath(bar.payload.rating));
          },
        }}
      />
      <Group gap="md">
        {bars.map((bar) => (
          <Anchor key={bar.rating} component={Link} to={feedbackOfRatingPath(bar.rating)} size="sm">
            {bar.label}: {bar.Waiting}
          </Anchor>
        ))}
      </Group>
    </ChartCard>
  );
}
