import { Text } from '@mantine/core';

interface KeptDailyNoteProps<Point> {
  points: Point[];
  field: keyof Point;
}

// A figure kept once a day has no history from before the charts were deployed: said, rather than a lone dot left
// to look like a fault.
export function KeptDailyNote<Point extends { label: string }>({ points, field }: KeptDailyNoteProps<Point>) {
  const kept = points.filter((point) => point[field] !== undefined);
  if (kept.length > 1) return null;
  return (
    <Text c="dimmed" size="sm">
      Kept once a day{kept[0] ? ` since ${kept[0].label}` : ''}: the line grows as the days pass.
    </Text>
  );
}
