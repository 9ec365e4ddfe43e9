import { allMedia, type MediaFilter } from '@management-center/contract';
import { Alert, Button, Group, Image, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type MediaLibraryImage, type MediaPageView, newestMediaPage } from '../../lib/media/media-pages.ts';
import { emptyMediaPageText } from '../../lib/media/media-search.ts';
import { useMediaPage } from '../../lib/media/use-media-page.ts';
import { ResponsiveModal } from '../ResponsiveModal.tsx';
import { MediaFilters } from './MediaFilters.tsx';
import { MediaPager } from './MediaPager.tsx';
import { MediaSearchCount, MediaSearchInput, MediaSearchNote } from './MediaSearch.tsx';

export interface MediaPickerProps {
  opened: boolean;
  title: string;
  // The button that takes the image chosen ("Choose", "Use this image").
  chooseLabel?: string;
  // Where the picker starts: a row's own folder, say.
  initialFilter?: MediaFilter;
  // Images not to offer: the one being replaced.
  excludedKeys?: readonly string[];
  onChoose: (image: MediaLibraryImage) => void;
  onClose: () => void;
}

// Wider than a confirmation's 400px: a grid of thumbnails to choose from. A phone gets the whole screen.
const pickerWidth = 760;

/**
 * Chooses one image of the media library: its pages, under the same search and filters as the library's screen
 * (kept in the dialog, not the address), each image a radio card. The screens that put an image somewhere open it;
 * it changes nothing itself.
 */
export function MediaPicker({ opened, title, onClose, ...body }: MediaPickerProps) {
  // The body is drawn only while open: each opening starts again from the first page, nothing chosen.
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title} size={pickerWidth} centered>
      <MediaPickerBody onClose={onClose} {...body} />
    </ResponsiveModal>
  );
}

type BodyProps = Omit<MediaPickerProps, 'opened' | 'title'>;

function MediaPickerBody({
  chooseLabel = 'Choose',
  initialFilter = allMedia,
  excludedKeys = [],
  onChoose,
  onClose,
}: BodyProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState(initialFilter);
  const [view, setView] = useState<MediaPageView>(newestMediaPage);
  const [chosen, setChosen] = useState<MediaLibraryImage>();
  const { page, updating, error, moved } = useMediaPage(filter, view, search);
  const offered = page?.images.filter((image) => !excludedKeys.includes(image.key));

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <MediaSearchInput
          value={search}
          onChange={(next) => {
            setSearch(next);
            setView(newestMediaPage);
          }}
        />
        <MediaFilters
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            setView(newestMediaPage);
          }}
        />
      </Group>
      {page && <MediaSearchCount page={page} updating={updating} />}
      {error ? (
        <Alert color="red">The media library could not be read: {error.message}</Alert>
      ) : !page || !offered ? (
        <Skeleton h={160} role="status" aria-label="Loading images" />
      ) : offered.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {emptyMediaPageText(filter, search, page.found)}
        </Text>
      ) : (
        <Radio.Group
          label="Images"
          value={chosen?.key ?? null}
          onChange={(key) => setChosen(offered.find((image) => image.key === key))}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs" mt="xs">
            {offered.map((image) => (
              <PickerCard key={image.key} image={image} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {page && <MediaPager pageNumber={view.page} page={page} onMove={(move) => setView(moved(move))} />}
      {page && <MediaSearchNote page={page} />}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen ? `Chosen: ${chosen.fileName}` : 'No image chosen yet.'}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
            {chooseLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

// The card's text names it (file name, then its alt text): the thumbnail beside it adds nothing to hear.
function PickerCard({ image }: { image: MediaLibraryImage }) {
  return (
    <Radio.Card value={image.key} radius="md" p="xs">
      <Stack gap={4}>
        <Image src={image.url} alt="" loading="lazy" h={96} fit="contain" radius="sm" />
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {image.fileName}
        </Text>
        {image.alt && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {image.alt}
          </Text>
        )}
      </Stack>
    </Radio.Card>
  );
}
