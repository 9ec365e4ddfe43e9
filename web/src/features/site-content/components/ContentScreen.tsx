import { Alert, Group, Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { z } from 'zod';
import { BackArrowLink } from '../../../components/BackArrowLink.tsx';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import { readLiveValue } from '../../../lib/database/live-value.ts';
import { routePaths } from '../../../lib/navigation/paths.ts';
import { ReleaseWorkBar } from '../release-work/ReleaseWorkBar.tsx';
import { defaultImagePath, withReleaseChanges } from '../release-work/release-overlay.ts';
import { ReleaseWorkProvider, useReleaseWorkState } from '../release-work/release-work.ts';

/** Where a screen's content lies, and what it is. */
export interface ContentRead<Content> {
  path: string;
  schema: z.ZodType<Content>;
}

interface ContentScreenProps<Content> {
  title: string;
  read: ContentRead<Content>;
  children: (content: Content) => ReactNode;
}

// Read as stored: the screen's schema reads it once the chosen release's changes are laid over it.
const storedContentSchema = z.unknown();

// A content-editing screen: back to Manage View About, where its edits go (live or a release), then the content
// once it has been read: live, or as the chosen release would make it.
export function ContentScreen<Content>({ title, read, children }: ContentScreenProps<Content>) {
  const live = useLiveDatabaseValue(read.path, storedContentSchema);
  const work = useReleaseWorkState();
  const release = work.kind === 'release' ? work.work.release : undefined;
  const content = useMemo(() => {
    if (live.data === undefined) return undefined;
    const stored = release
      ? withReleaseChanges(
          live.data,
          read.path,
          release,
          new URL(defaultImagePath, window.location.origin).href,
        )
      : live.data;
    return readLiveValue(read.path, read.schema, stored);
  }, [live.data, release, read]);
  const error = live.error ?? (content && !content.ok ? content.error : undefined);
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <BackArrowLink to={routePaths.viewAbout} label="Back to Manage View About" />
        <Title order={1}>{title}</Title>
      </Group>
      <ReleaseWorkBar state={work} />
      {error ? (
        <Alert color="red" title="The content could not be read">
          {error.message}
        </Alert>
      ) : content === undefined || !content.ok || work.kind === 'reading' ? (
        <Stack role="status" aria-busy="true" aria-label="Loading the content">
          <Skeleton h={80} />
          <Skeleton h={80} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <ReleaseWorkProvider value={work.kind === 'release' ? work.work : undefined}>
          {children(content.data)}
        </ReleaseWorkProvider>
      )}
    </Stack>
  );
}
