import { Button, Group, Text } from '@mantine/core';

interface UserPageControlsProps {
  page: number;
  pageCount: number;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onLast: () => void;
}

// The directory is paged from neighbours, not by number (the database cannot skip to the n-th user), so the
// controls step: first, previous, next, last.
export function UserPageControls({
  page,
  pageCount,
  onFirst,
  onPrevious,
  onNext,
  onLast,
}: UserPageControlsProps) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <Group gap="xs" aria-label="Pages of users" role="navigation">
      <Button
        variant="default"
        size="compact-sm"
        aria-label="First page"
        disabled={atFirst}
        onClick={onFirst}
      >
        «
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        aria-label="Previous page"
        disabled={atFirst}
        onClick={onPrevious}
      >
        ‹
      </Button>
      <Text size="sm" px="xs">
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
      </Text>
      <Button variant="default" size="compact-sm" aria-label="Next page" disabled={atLast} onClick={onNext}>
        ›
      </Button>
      <Button variant="default" size="compact-sm" aria-label="Last page" disabled={atLast} onClick={onLast}>
        »
      </Button>
    </Group>
  );
}
