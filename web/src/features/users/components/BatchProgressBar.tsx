import { maxIdsPerCall } from '@management-center/contract';
import { Progress, Stack, Text } from '@mantine/core';
import type { BatchProgress } from '../id-batches.ts';

// A run of one call finishes at once; only a run of several calls is worth following.
export function BatchProgressBar({
  progress,
  action,
}: {
  progress: BatchProgress | undefined;
  action: string;
}) {
  if (!progress || progress.total <= maxIdsPerCall) return null;
  const label = `${action} ${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} users…`;
  return (
    <Stack gap={4}>
      <Progress value={(progress.done / progress.total) * 100} aria-label={label} animated />
      <Text size="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
