import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  // Said under the title, before the chart: what its figures add up to, or why its line is short.
  summary?: ReactNode;
  children: ReactNode;
}

/** The card every chart of the home page's trends is drawn in. */
export function ChartCard({ title, summary, children }: ChartCardProps) {
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} size="h4">
        {title}
      </Title>
      {summary}
      <Stack mt="md">{children}</Stack>
    </Card>
  );
}
