import { pendingFeedbackMetric, userCountMetrics } from '@management-center/contract';
import { Alert, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useHomeFigures } from '../api/use-home-figures.ts';
import { useOldestWaitingSince } from '../api/use-oldest-waiting.ts';
import { loadHomeCharts } from '../home-charts-chunk.ts';
import { HomeFigure } from './HomeFigure.tsx';

const HomeCharts = lazy(async () => ({ default: (await loadHomeCharts()).HomeCharts }));

// Figures the server adds up as the app writes (never a read of the user collections), read every few seconds.
export function UsersAndAppPerformance() {
  const figures = useHomeFigures();
  const oldestWaiting = useOldestWaitingSince();
  // A later read that fails (the connection is down) leaves the figures read before on screen.
  const error = figures.data === undefined ? figures.error : null;
  const figure = (metric: string) => (figures.data ? (figures.data[metric] ?? 0) : undefined);
  const titleId = useId();

  return (
    <>
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
        <Title order={3} id={titleId}>
          Users and App Performance
        </Title>
        <Text c="dimmed" mb="md">
          Track user details and app performance metrics in real-time.
        </Text>
        {error ? (
          <Alert color="red">The figures could not be read: {error.message}</Alert>
        ) : (
          <Group gap="xl">
            <HomeFigure label="Normal users" value={figure(userCountMetrics.normalUsers)} />
            <HomeFigure label="Business users" value={figure(userCountMetrics.businessUsers)} />
            <HomeFigure
              label="Business users waiting for approval"
              value={figure(userCountMetrics.businessUsersWaiting)}
            />
            <HomeFigure label="Feedback waiting for approval" value={figure(pendingFeedbackMetric)} />
          </Group>
        )}
      </Card>
      <Suspense fallback={<Skeleton h={320} />}>
        <HomeCharts figures={figures.data} oldestWaitingSince={oldestWaiting.data} />
      </Suspense>
    </>
  );
}
