import type { MediaFilter } from '@management-center/contract';
import { Group, NativeSelect } from '@mantine/core';
import {
  chooseMediaFilter,
  mediaFolderOptions,
  mediaShowOptions,
  mediaWebsiteOptions,
} from '../../lib/media/media-filters.ts';

interface MediaFiltersProps {
  filter: MediaFilter;
  onChange: (filter: MediaFilter) => void;
}

// Native selects, as on the other lists: each one labelled, keyboard-usable, and a phone's own picker.
export function MediaFilters({ filter, onChange }: MediaFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Website"
        data={mediaWebsiteOptions}
        value={filter.website}
        onChange={(event) => onChange(chooseMediaFilter.website(filter, event.currentTarget.value))}
        w={170}
      />
      <NativeSelect
        label="Folder"
        data={mediaFolderOptions(filter.website)}
        value={filter.folder}
        onChange={(event) => onChange(chooseMediaFilter.folder(filter, event.currentTarget.value))}
        w={240}
      />
      <NativeSelect
        label="Show"
        data={mediaShowOptions}
        value={filter.show}
        onChange={(event) => onChange(chooseMediaFilter.show(filter, event.currentTarget.value))}
        w={170}
      />
    </Group>
  );
}
