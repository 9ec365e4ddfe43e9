import type { BulkProgress } from '@management-center/contract';
import { Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '../lib/wording/counted-text.ts';

interface BatchProgressBarProps {
  // Absent when nothing is running, or a run too short to be worth following.
  progress: BulkProgress | undefined;
  // What is done to each row ("Deleted"), and the rows counted ("625 users").
  action: string;
  countText: (count: number) => string;
}

export function BatchProgressBar({ progress, action, countText }: BatchProgressBarProps) {
  if (!progress) return null;
  const { processed, total } = progress;
  const label = `${action} ${formatCount(processed)} of ${countText(total)}…`;
  return (
    <Stack gap={4}>
      <Progress value={total === 0 ? 0 : (processed / total) * 100} aria-label={label} animated />
      <Text size="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
