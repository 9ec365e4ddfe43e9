import { Button, Group, Paper, Text } from '@mantine/core';
import type { AllMatchingBanner } from '../lib/list-screen/all-matching.ts';

interface AllMatchingBannerBarProps {
  /** A list's selection: its banner, when it has one to show, and what the banner's button does. */
  selection: {
    banner: AllMatchingBanner | undefined;
    chooseAllMatching: () => void;
    clear: () => void;
  };
}

// The banner above a list's table: "All 50 users on this page are selected. Select all 120 users that match".
export function AllMatchingBannerBar({ selection }: AllMatchingBannerBarProps) {
  if (!selection.banner) return null;
  const { message, action } = selection.banner;
  return (
    <Paper bg="var(--mantine-primary-color-light)" px="md" py={6} radius="sm">
      <Group justify="center" gap="xs" aria-live="polite">
        <Text size="sm">{message}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={action.kind === 'clear' ? selection.clear : selection.chooseAllMatching}
        >
          {action.label}
        </Button>
      </Group>
    </Paper>
  );
}
