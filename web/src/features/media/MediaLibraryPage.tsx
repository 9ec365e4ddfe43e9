import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MediaFilters } from '../../components/media/MediaFilters.tsx';
import { MediaPager } from '../../components/media/MediaPager.tsx';
import { MediaSearchCount, MediaSearchInput, MediaSearchNote } from '../../components/media/MediaSearch.tsx';
import { emptyMediaPageText } from '../../lib/media/media-search.ts';
import { MediaActionDialogs } from './components/MediaActionDialogs.tsx';
import { MediaImageCard } from './components/MediaImageCard.tsx';
import { type MediaLibraryScreen, useMediaLibraryScreen } from './use-media-library-screen.ts';

// One column on a phone, up to four on a wide screen.
const gridColumns = { base: 1, sm: 2, md: 3, xl: 4 };

function GridSkeleton() {
  return (
    <SimpleGrid cols={gridColumns} role="status" aria-label="Loading images">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <Skeleton key={index} h={320} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function MediaGrid({ screen }: { screen: MediaLibraryScreen }) {
  const { page, filter, search } = screen;
  if (screen.error)
    return <Alert color="red">The media library could not be read: {screen.error.message}</Alert>;
  if (!page) return <GridSkeleton />;
  if (page.images.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyMediaPageText(filter, search, page.found)}
      </Text>
    );
  }
  return (
    <>
      <MediaSearchCount page={page} updating={screen.updating} />
      <SimpleGrid
        component="ul"
        aria-label="Images"
        cols={gridColumns}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {page.images.map((image) => (
          <MediaImageCard key={image.key} image={image} onAction={screen.startAction} />
        ))}
      </SimpleGrid>
      <MediaPager pageNumber={screen.pageNumber} page={page} onMove={screen.showPage} />
      <MediaSearchNote page={page} />
    </>
  );
}

export function MediaLibraryPage() {
  const screen = useMediaLibraryScreen();
  return (
    <Stack gap="lg">
      <Title order={1}>Media Library</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Group gap="sm" align="flex-end">
              <MediaSearchInput value={screen.search} onChange={screen.showSearch} shortcut />
              <MediaFilters filter={screen.filter} onChange={screen.showFilter} />
            </Group>
            {screen.deleteAllUnused.offered && (
              <Button color="red" variant="light" onClick={screen.deleteAllUnused.ask}>
                Delete all unused
              </Button>
            )}
          </Group>
          <MediaGrid screen={screen} />
        </Stack>
      </Paper>
      <MediaActionDialogs screen={screen} />
    </Stack>
  );
}
