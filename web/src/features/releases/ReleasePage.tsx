import { releaseChangeKey } from '@management-center/contract';
import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { BackArrowLink } from '../../components/BackArrowLink.tsx';
import { routePaths } from '../../lib/navigation/paths.ts';
import { useRelease } from '../../lib/releases/live-releases.ts';
import { releaseStatusColors, releaseStatusText } from '../../lib/releases/release-status.ts';
import { useDiscardReleaseChange, useKeepReleaseChange } from './api/release-mutations.ts';
import { useLiveRowsOf } from './api/use-live-rows.ts';
import { ReleaseActions } from './components/ReleaseActions.tsx';
import { ReleaseChangeCard } from './components/ReleaseChangeCard.tsx';
import { type ReleaseRow, releaseRows } from './release-rows.ts';

// One release: its changes as diffs against what is live, and publishing them (docs/product.md, Releases).
export function ReleasePage() {
  const { releaseId = '' } = useParams();
  const release = useRelease(releaseId);
  const live = useLiveRowsOf(release.data);
  const discard = useDiscardReleaseChange(release.data?.name ?? '');
  const keep = useKeepReleaseChange(release.data?.name ?? '');
  const error = release.error ?? live.error;
  if (error) return <Alert color="red">The release could not be read: {error.message}</Alert>;
  if (release.data === undefined || live.rows === undefined) {
    return <Skeleton h={200} radius="md" role="status" aria-label="Loading the release" />;
  }
  if (release.data === null) {
    return (
      <Stack>
        <BackArrowLink to={routePaths.releases} label="Back to Releases" />
        <Text>There is no such release.</Text>
      </Stack>
    );
  }
  const data = release.data;
  const rows = releaseRows(data, live.rows);
  const editable = data.status === 'draft' || data.status === 'scheduled';
  // Take out or keep one row's change: the row's own target and id.
  const reviewOf = (row: ReleaseRow) => {
    const input = {
      releaseId,
      target: row.change.target,
      ...(row.change.itemId === undefined ? {} : { id: row.change.itemId }),
    };
    const isRow = (variables: typeof input | undefined) =>
      variables !== undefined && releaseChangeKey(variables.target, variables.id) === row.key;
    return {
      onDiscard: () => discard.mutate(input),
      onKeep: () => keep.mutate(input),
      pending:
        discard.isPending && isRow(discard.variables)
          ? ('discard' as const)
          : keep.isPending && isRow(keep.variables)
            ? ('keep' as const)
            : undefined,
    };
  };
  return (
    <Stack gap="lg">
      <Group gap="xs" wrap="nowrap">
        <BackArrowLink to={routePaths.releases} label="Back to Releases" />
        <Title order={1}>{data.name}</Title>
      </Group>
      <Group gap="xs">
        <Badge color={releaseStatusColors[data.status]} variant="light">
          {releaseStatusText(data)}
        </Badge>
      </Group>
      {data.blocked && (
        <Alert color="orange" title="Not published">
          {data.blocked.reason === 'changedLive'
            ? 'Rows of this release changed on the websites after it was prepared: review them below.'
            : 'A change of this release would make content the websites cannot show.'}
        </Alert>
      )}
      <ReleaseActions
        releaseId={releaseId}
        release={data}
        needsReview={rows.some((row) => row.changedLive)}
      />
      {rows.length === 0 ? (
        <Text c="dimmed">
          No change yet: changes are saved into a release from the content screens while they work in it.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Changes">
          {rows.map((row) => (
            <ReleaseChangeCard key={row.key} row={row} {...(editable ? { review: reviewOf(row) } : {})} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
