import type { ContentNodeValue } from '@management-center/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { ContentDiff } from '../../../components/content/ContentDiff.tsx';
import { nodeDiff } from '../../../lib/content/content-diff.ts';
import type { KeptVersion } from '../../../lib/content/kept-version.ts';
import { useRestoreContentVersion } from '../api/use-content-versions.ts';
import { changeSummary } from '../kept-versions.ts';

interface VersionEntryProps {
  kept: KeptVersion;
  // The node as it is live now; undefined while it does not exist (a deleted item).
  live: ContentNodeValue | undefined;
  // What the version is of, for its images' alternative texts.
  label: string;
  successMessage: string;
  onRestored?: () => void;
}

const unchanged = 'Restoring it changes nothing: the live content is the same.';

// One kept version: who changed it and when, what restoring it would change in the live content, and Restore, which
// shows that change again before it is made (and is itself a change, kept as a version in turn).
export function VersionEntry({ kept, live, label, successMessage, onRestored }: VersionEntryProps) {
  const restore = useRestoreContentVersion();
  const [confirming, setConfirming] = useState(false);
  const { version } = kept;
  const summary = changeSummary(version);
  const diff = version.value ? nodeDiff(version.target, live, version.value) : [];
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={summary}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
          {version.value && (
            <Button size="xs" variant="light" loading={restore.isPending} onClick={() => setConfirming(true)}>
              Restore
            </Button>
          )}
        </Group>
        {version.value ? (
          <>
            <Text size="sm" fw={500}>
              Restoring it changes:
            </Text>
            <ContentDiff diffs={diff} label={label} unchangedText={unchanged} />
          </>
        ) : (
          <Text size="sm">It did not exist before.</Text>
        )}
      </Stack>
      {confirming && (
        <ConfirmActionModal
          title="Restore this version?"
          running={restore.isPending}
          destructive={false}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            restore.mutate(
              { restore: kept, successMessage },
              {
                onSuccess: () => {
                  setConfirming(false);
                  onRestored?.();
                },
                onError: () => setConfirming(false),
              },
            )
          }
        >
          <Text size="sm">{summary}. Restoring it changes the live content:</Text>
          <ContentDiff diffs={diff} label={label} unchangedText={unchanged} />
        </ConfirmActionModal>
      )}
    </Paper>
  );
}
