import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NewReleaseForm } from '../../components/releases/NewReleaseForm.tsx';
import { filledRoute, routePaths } from '../../lib/navigation/paths.ts';
import { type ListedRelease, releasesPerPage, useReleases } from '../../lib/releases/live-releases.ts';
import {
  changeCountText,
  releaseStatusColors,
  releaseStatusText,
} from '../../lib/releases/release-status.ts';

function ReleaseRow({ release }: { release: ListedRelease }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text component={Link} to={filledRoute(routePaths.release, release.releaseId)} fw={600} c="blue">
            {release.name}
          </Text>
          <Text size="sm" c="dimmed">
            {changeCountText(release)} · created by {release.createdBy.email ?? release.createdBy.uid}
          </Text>
        </Stack>
        <Badge color={releaseStatusColors[release.status]} variant="light">
          {releaseStatusText(release)}
        </Badge>
      </Group>
      {release.blocked && (
        <Text size="sm" c="red" mt={4}>
          Not published: it needs a review.
        </Text>
      )}
    </Paper>
  );
}

// docs/product.md, Releases: changes to the websites prepared together, published at once or at a chosen time.
export function ReleasesPage() {
  // Older releases a page more at a time: the newest, which matter most, stay read live above them.
  const [shown, setShown] = useState(releasesPerPage);
  const releases = useReleases(shown);
  // While the longer list is read, the shorter one stays on screen.
  const lastListed = useRef<ListedRelease[]>(undefined);
  if (releases.data) lastListed.current = releases.data;
  const listed = releases.data ?? lastListed.current;
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Title order={1}>Releases</Title>
      <Paper withBorder radius="md" p="md">
        <NewReleaseForm
          submitLabel="Create"
          onCreated={(releaseId) => navigate(filledRoute(routePaths.release, releaseId))}
        />
      </Paper>
      {releases.error ? (
        <Alert color="red">The releases could not be read: {releases.error.message}</Alert>
      ) : !listed ? (
        <Skeleton h={80} radius="md" role="status" aria-label="Loading the releases" />
      ) : listed.length === 0 ? (
        <Text c="dimmed">No release yet.</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Releases">
          {listed.map((release) => (
            <ReleaseRow key={release.releaseId} release={release} />
          ))}
        </Stack>
      )}
      {listed && listed.length >= shown && (
        <Button
          variant="default"
          w="fit-content"
          loading={!releases.data}
          onClick={() => setShown(shown + releasesPerPage)}
        >
          Show older releases
        </Button>
      )}
    </Stack>
  );
}
