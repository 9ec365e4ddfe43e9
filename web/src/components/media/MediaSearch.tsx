import { CloseButton, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MediaPage } from '../../lib/media/media-pages.ts';
import { mediaSearchRangeText, mediaSearchWindowNote } from '../../lib/media/media-search.ts';
import { searchShortcutProps } from '../../lib/navigation/search-shortcut.ts';

interface MediaSearchInputProps {
  value: string;
  onChange: (search: string) => void;
  // The screen's search, which the `/` shortcut focuses (not the picker's).
  shortcut?: boolean;
}

export const mediaSearchLabel = 'Search by file name or alt text';

/** The library's search box: a case-insensitive part of a file name or an alt text; × clears it. */
export function MediaSearchInput({ value, onChange, shortcut = false }: MediaSearchInputProps) {
  return (
    <TextInput
      placeholder={`${mediaSearchLabel}...`}
      aria-label={mediaSearchLabel}
      {...(shortcut ? searchShortcutProps : {})}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={260}
      rightSection={
        value === '' ? null : (
          <CloseButton size="sm" aria-label="Clear the search" onClick={() => onChange('')} />
        )
      }
    />
  );
}

/**
 * Where a search's page sits among the matches ("Showing 1–24 of 37 images", "of more than …" past the window),
 * with a loader while the next one is read, once that takes long enough to notice.
 */
export function MediaSearchCount({ page, updating }: { page: MediaPage; updating: boolean }) {
  const [updatingAWhile] = useDebouncedValue(updating, 150);
  const { found } = page;
  if (!found || found.total === 0) return null;
  return (
    <Group gap="xs">
      {updating && updatingAWhile && <Loader size="xs" aria-hidden />}
      <Text size="sm" c="dimmed" aria-live="polite">
        {mediaSearchRangeText(found)}
      </Text>
    </Group>
  );
}

/** Under a search past its window: the matches listed are the newest. */
export function MediaSearchNote({ page }: { page: MediaPage }) {
  const { found } = page;
  if (!found || found.complete || found.total === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {mediaSearchWindowNote(found.total)}
    </Text>
  );
}
