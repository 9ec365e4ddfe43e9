import { releaseMessages } from '@management-center/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ContentDiff } from '../../../components/content/ContentDiff.tsx';
import type { ReleaseRow } from '../release-rows.ts';

const kindLabels = { update: 'Changed', add: 'Added', delete: 'Deleted' } as const;

interface ReleaseChangeCardProps {
  row: ReleaseRow;
  // Absent once the release can no longer change.
  review?: {
    onDiscard: () => void;
    onKeep: () => void;
    pending: 'discard' | 'keep' | undefined;
  };
}

export function ReleaseChangeCard({ row, review }: ReleaseChangeCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={row.place}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{row.place}</Text>
            <Badge variant="light" color={row.change.kind === 'delete' ? 'red' : 'blue'}>
              {kindLabels[row.change.kind]}
            </Badge>
            {row.changedLive && (
              <Badge variant="filled" color="orange">
                {releaseMessages.changedLiveSince}
              </Badge>
            )}
          </Group>
          {review && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={review.onDiscard}
              loading={review.pending === 'discard'}
              disabled={review.pending === 'keep'}
              aria-label={`Take out of the release: ${row.place}`}
            >
              Take out of the release
            </Button>
          )}
        </Group>
        {row.changedLive && (
          // On the page's own surface, whose text colors are the ones checked for contrast; the border marks it.
          <Paper
            withBorder
            p="sm"
            radius="md"
            style={{ borderColor: 'var(--mantine-color-orange-filled)' }}
            role="group"
            aria-label={`${releaseMessages.liveSince}: ${row.place}`}
          >
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {releaseMessages.liveSince}
              </Text>
              <ContentDiff
                diffs={row.liveSince}
                label={`${row.place}, live`}
                unchangedText={
                  row.change.kind === 'add' ? 'An item with its id is live now.' : 'It was deleted.'
                }
              />
              {review && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={review.onKeep}
                    loading={review.pending === 'keep'}
                    disabled={review.pending === 'discard'}
                    aria-label={`Keep the release's change: ${row.place}`}
                  >
                    Keep the release's change
                  </Button>
                  <Text size="xs" c="dimmed">
                    It then replaces what is live now.
                  </Text>
                </Group>
              )}
            </Stack>
          </Paper>
        )}
        <ContentDiff
          diffs={row.diff}
          label={row.place}
          unchangedText="It changes nothing in what is live now."
        />
      </Stack>
    </Paper>
  );
}
