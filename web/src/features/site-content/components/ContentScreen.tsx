import { Alert, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackArrowLink } from '../../../components/BackArrowLink.tsx';
import { routePaths } from '../../../lib/navigation/paths.ts';

interface ContentScreenProps<Content> {
  title: string;
  content: UseQueryResult<Content>;
  children: (content: Content) => ReactNode;
}

// A content-editing screen: back to Manage View About, then the live content once it has been read.
export function ContentScreen<Content>({ title, content, children }: ContentScreenProps<Content>) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <BackArrowLink to={routePaths.viewAbout} label="Back to Manage View About" />
        <Title order={1}>{title}</Title>
      </Group>
      {content.error ? (
        <Alert color="red" title="The content could not be read">
          {content.error.message}
        </Alert>
      ) : content.data === undefined ? (
        <Stack role="status" aria-busy="true" aria-label="Loading the content">
          <Skeleton h={80} />
          <Skeleton h={80} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        children(content.data)
      )}
    </Stack>
  );
}
