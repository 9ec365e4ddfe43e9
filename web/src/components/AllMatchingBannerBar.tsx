import { Button, Group, Paper, Text } from '@mantine/core';
import type { AllMatchingBanner } from '../lib/all-matching.ts';

interface AllMatchingBannerBarProps {
  banner: AllMatchingBanner;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

// The banner above a list's table: "All 50 users on this page are selected. Select all 120 users that match".
export function AllMatchingBannerBar({ banner, onSelectAllMatching, onClear }: AllMatchingBannerBarProps) {
  const { message, action } = banner;
  return (
    <Paper bg="var(--mantine-primary-color-light)" px="md" py={6} radius="sm">
      <Group justify="center" gap="xs" aria-live="polite">
        <Text size="sm">{message}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={action.kind === 'clear' ? onClear : onSelectAllMatching}
        >
          {action.label}
        </Button>
      </Group>
    </Paper>
  );
}
