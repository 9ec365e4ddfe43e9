import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { KeptVersion } from '../../../lib/content/kept-version.ts';
import { useRestoreContentVersion } from '../api/use-content-versions.ts';
import { changeSummary } from '../kept-versions.ts';
import { VersionValue } from './VersionValue.tsx';

interface VersionEntryProps {
  kept: KeptVersion;
  // What the version is of, for its image's alternative text.
  label: string;
  successMessage: string;
  onRestored?: () => void;
}

// One kept version: who changed it and when, the content as it was, and Restore (which is itself a change, so
// it keeps the current content as a version in turn).
export function VersionEntry({ kept, label, successMessage, onRestored }: VersionEntryProps) {
  const restore = useRestoreContentVersion();
  const { version } = kept;
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={changeSummary(version)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {changeSummary(version)}
          </Text>
          {version.value && (
            <Button
              size="xs"
              variant="light"
              loading={restore.isPending}
              onClick={() => restore.mutate({ restore: kept, successMessage }, { onSuccess: onRestored })}
            >
              Restore
            </Button>
          )}
        </Group>
        {version.value ? (
          <VersionValue target={version.target} value={version.value} label={label} />
        ) : (
          <Text size="sm">It did not exist before.</Text>
        )}
      </Stack>
    </Paper>
  );
}
