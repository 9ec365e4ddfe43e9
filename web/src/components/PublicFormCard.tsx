import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PublicFormCardProps {
  title: string;
  /** The card's width where the screen allows it; a narrower screen gets its whole width. */
  width: number;
  children: ReactNode;
}

// The frame of the pages a visitor sees before signing in (login, joining the team): one card in the middle of
// the page, under the public layout's header.
export function PublicFormCard({ title, width, children }: PublicFormCardProps) {
  return (
    <Center mih="calc(100vh - 40px)" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={width}>
        <Stack>
          <Title order={2}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
