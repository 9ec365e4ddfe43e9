import { releaseMessages } from '@management-center/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ContentDiff } from '../../../components/content/ContentDiff.tsx';
import type { ReleaseRow } from '../release-rows.ts';

const kindLabels = { update: 'Changed', add: 'Added', delete: 'Deleted' } as const;

interface ReleaseChangeCardProps {
  row: ReleaseRow;
  // Absent once the release can no longer change.
  onDiscard?: () => void;
  discarding: boolean;
}

export function ReleaseChangeCard({ row, onDiscard, discarding }: ReleaseChangeCardProps) {
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
          {onDiscard && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDiscard}
              loading={discarding}
              aria-label={`Take out of the release: ${row.place}`}
            >
              Take out of the release
            </Button>
          )}
        </Group>
        <ContentDiff
          diffs={row.diff}
          label={row.place}
          unchangedText="It changes nothing in what is live now."
        />
      </Stack>
    </Paper>
  );
}
