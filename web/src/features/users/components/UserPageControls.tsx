import { Button, Group, Text } from '@mantine/core';
import type { UserPageMove } from '../user-list-pages.ts';

interface UserPageControlsProps {
  page: number;
  pageCount: number;
  onMove: (move: UserPageMove) => void;
}

// The directory is paged from neighbours, not by number (the database cannot skip to the n-th user), so the
// controls step: first, previous, next, last.
export function UserPageControls({ page, pageCount, onMove }: UserPageControlsProps) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <Group gap="xs" aria-label="Pages of users" role="navigation">
      <Button
        variant="default"
        size="compact-sm"
        aria-label="First page"
        disabled={atFirst}
        onClick={() => onMove('first')}
      >
        «
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        aria-label="Previous page"
        disabled={atFirst}
        onClick={() => onMove('previous')}
      >
        ‹
      </Button>
      <Text size="sm" px="xs">
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
      </Text>
      <Button
        variant="default"
        size="compact-sm"
        aria-label="Next page"
        disabled={atLast}
        onClick={() => onMove('next')}
      >
        ›
      </Button>
      <Button
        variant="default"
        size="compact-sm"
        aria-label="Last page"
        disabled={atLast}
        onClick={() => onMove('last')}
      >
        »
      </Button>
    </Group>
  );
}
