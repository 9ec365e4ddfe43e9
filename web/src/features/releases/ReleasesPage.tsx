import { maxReleaseNameLength } from '@management-center/contract';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { filledRoute, routePaths } from '../../lib/navigation/paths.ts';
import { useCreateRelease } from './api/release-mutations.ts';
import { type ListedRelease, useReleases } from './api/use-releases.ts';
import { changeCountText, releaseStatusColors, releaseStatusText } from './release-status.ts';

function NewReleaseForm() {
  const [name, setName] = useState('');
  const create = useCreateRelease();
  const navigate = useNavigate();
  const trimmed = name.trim();
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '') return;
        create.mutate(trimmed, {
          onSuccess: ({ releaseId }) => navigate(filledRoute(routePaths.release, releaseId)),
        });
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          flex={1}
          miw={200}
          label="New release"
          description="Changes saved into a release stay off the websites until it is published."
          placeholder="Spring promotion"
          maxLength={maxReleaseNameLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending} disabled={trimmed === ''}>
          Create
        </Button>
      </Group>
    </Paper>
  );
}

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
  const releases = useReleases();
  return (
    <Stack gap="lg">
      <Title order={1}>Releases</Title>
      <NewReleaseForm />
      {releases.error ? (
        <Alert color="red">The releases could not be read: {releases.error.message}</Alert>
      ) : !releases.data ? (
        <Skeleton h={80} radius="md" role="status" aria-label="Loading the releases" />
      ) : releases.data.length === 0 ? (
        <Text c="dimmed">No release yet.</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Releases">
          {releases.data.map((release) => (
            <ReleaseRow key={release.releaseId} release={release} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
