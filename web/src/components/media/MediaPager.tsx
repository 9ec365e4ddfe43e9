import { Button, Group, Text } from '@mantine/core';
import type { MediaPage, MediaPageMove } from '../../lib/media/media-pages.ts';

interface MediaPagerProps {
  // 1-based.
  pageNumber: number;
  page: MediaPage;
  onMove: (move: MediaPageMove) => void;
}

// The library has no count to jump to its end with: a page is read from the one next to it.
export function MediaPager({ pageNumber, page, onMove }: MediaPagerProps) {
  if (!page.hasNewer && !page.hasOlder) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {pageNumber}
      </Text>
      <Group gap={4} role="navigation" aria-label="Pages of images">
        <Button
          variant="default"
          size="compact-sm"
          aria-label="Previous page"
          disabled={!page.hasNewer}
          onClick={() => onMove('previous')}
        >
          ‹ Previous
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          aria-label="Next page"
          disabled={!page.hasOlder}
          onClick={() => onMove('next')}
        >
          Next ›
        </Button>
      </Group>
    </Group>
  );
}
