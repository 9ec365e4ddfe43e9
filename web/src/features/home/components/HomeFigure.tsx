import { Skeleton, Stack, Text } from '@mantine/core';

interface HomeFigureProps {
  label: string;
  // Undefined until the figures are read.
  value: number | undefined;
}

/** One of the home page's current figures, large, above what it counts. */
export function HomeFigure({ label, value }: HomeFigureProps) {
  return (
    <Stack gap={0}>
      {value === undefined ? (
        <Skeleton h={32} w={60} />
      ) : (
        <Text fz={28} fw={700}>
          {value.toLocaleString('en-US')}
        </Text>
      )}
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Stack>
  );
}
