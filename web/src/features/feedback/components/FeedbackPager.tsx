import { Button, Group, Text } from '@mantine/core';
import { type FeedbackPageMove, type FeedbackPageView, feedbackPageMoves } from '../feedback-pages.ts';

const moves: ReadonlyArray<{ move: FeedbackPageMove; text: string; label: string }> = [
  { move: 'first', text: '« First', label: 'First page' },
  { move: 'previous', text: '‹ Previous', label: 'Previous page' },
  { move: 'next', text: 'Next ›', label: 'Next page' },
  { move: 'last', text: 'Last »', label: 'Last page' },
];

interface FeedbackPagerProps {
  summary: string;
  view: FeedbackPageView;
  total: number;
  onMove: (move: FeedbackPageMove) => void;
}

// Pages of the queue are read from the page next to them, so the pager moves one page, or to either end.
export function FeedbackPager({ summary, view, total, onMove }: FeedbackPagerProps) {
  const possible = feedbackPageMoves(view, total);
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      {(possible.previous || possible.next) && (
        <Group gap={4} role="navigation" aria-label="Pages of feedback">
          {moves.map(({ move, text, label }) => (
            <Button
              key={move}
              variant="default"
              size="compact-sm"
              aria-label={label}
              disabled={!possible[move]}
              onClick={() => onMove(move)}
            >
              {text}
            </Button>
          ))}
        </Group>
      )}
    </Group>
  );
}
