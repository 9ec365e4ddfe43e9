import {
  type Permission,
  pendingFeedbackMetric,
  roleAllows,
  userCountMetrics,
} from '@management-center/contract';
import {
  Alert,
  BackgroundImage,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { useTeamRole } from '../../lib/team-role.ts';
import { useHomeFigures } from './api/use-home-figures.ts';
import { useOldestWaitingSince } from './api/use-oldest-waiting.ts';
import { loadHomeCharts } from './home-charts-chunk.ts';

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Stack gap={0}>
      {value === undefined ? (
        <Skeleton h={32} w={60} />
      ) : (
        <Text fz={28} fw={700}>
          {value.toLocaleString('en-US')}
        </Text>
      )}
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Stack>
  );
}

interface StartCardProps {
  title: string;
  text: string;
  to: string;
  image: string;
}

function StartCard({ title, text, to, image }: StartCardProps) {
  return (
    <Card withBorder radius="md" p={0}>
      {/* The picture's art is on its right, beside the text of a wide card. A phone's card is narrow and its text
          as wide as the card: the picture shows its left part there, which has no art for the text to cross. */}
      <BackgroundImage src={image} h={200} p="lg" bgp={{ base: 'left center', sm: 'center' }}>
        <Stack justify="flex-end" h="100%" gap="xs">
          <Title order={3} c="white">
            {title}
          </Title>
          <Text c="white" size="sm">
            {text}
          </Text>
          <Button component={Link} to={to} w="fit-content">
            Start Now
          </Button>
        </Stack>
      </BackgroundImage>
    </Card>
  );
}

// The screens a member starts from, each shown to the roles that give what its screen needs.
const startCards: readonly (StartCardProps & { permission: Permission })[] = [
  {
    title: 'Manage Feedback',
    text: 'Approve what users said about the app and schedule the next review.',
    to: '/manage_feedback',
    image: '/cards/feedback.svg',
    permission: 'readFeedback',
  },
  {
    title: 'Manage User Dashboard',
    text: 'Search, view, approve and remove normal and business users.',
    to: '/manage_user_dashboard',
    image: '/cards/users.svg',
    permission: 'readUsers',
  },
  {
    title: 'Manage View About',
    text: 'Edit the texts, features, team members, benefits and contact details of both websites.',
    to: '/manage_viewabout',
    image: '/cards/website.svg',
    permission: 'editContent',
  },
  {
    title: 'Manage Workout and Training',
    text: 'Search the video service and send chosen videos to the workout library.',
    to: '/workout',
    image: '/cards/workout.svg',
    permission: 'manageWorkout',
  },
];

const HomeCharts = lazy(async () => ({ default: (await loadHomeCharts()).HomeCharts }));

// Figures the server adds up as the app writes (never a read of the user collections), read every few seconds.
function UsersAndAppPerformance() {
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
            <Figure label="Normal users" value={figure(userCountMetrics.normalUsers)} />
            <Figure label="Business users" value={figure(userCountMetrics.businessUsers)} />
            <Figure
              label="Business users waiting for approval"
              value={figure(userCountMetrics.businessUsersWaiting)}
            />
            <Figure label="Feedback waiting for approval" value={figure(pendingFeedbackMetric)} />
          </Group>
        )}
      </Card>
      <Suspense fallback={<Skeleton h={320} />}>
        <HomeCharts figures={figures.data} oldestWaitingSince={oldestWaiting.data} />
      </Suspense>
    </>
  );
}

export function HomePage() {
  const role = useTeamRole();
  const cards = startCards.filter((card) => roleAllows(role, card.permission));
  // The first two cards are the spec's; the others stand in for them for a role that sees neither.
  const shownCards = cards.slice(0, 2);
  return (
    <Stack gap="lg">
      <Title order={1}>Overview</Title>
      {roleAllows(role, 'readUsers') && <UsersAndAppPerformance />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {shownCards.map(({ permission: _permission, ...card }) => (
          <StartCard key={card.to} {...card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
