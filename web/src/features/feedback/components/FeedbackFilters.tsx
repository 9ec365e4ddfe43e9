import type { FeedbackFilter } from '@management-center/contract';
import { Group, NativeSelect } from '@mantine/core';
import {
  categoryOptions,
  ratingOptions,
  statusOptions,
  withCategory,
  withRating,
  withStatus,
} from '../filter-options.ts';

interface FeedbackFiltersProps {
  filter: FeedbackFilter;
  onChange: (filter: FeedbackFilter) => void;
}

export function FeedbackFilters({ filter, onChange }: FeedbackFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Status"
        data={statusOptions}
        value={filter.status}
        onChange={(event) => onChange(withStatus(filter, event.currentTarget.value))}
        w={120}
      />
      <NativeSelect
        label="Category"
        data={categoryOptions}
        value={filter.category}
        onChange={(event) => onChange(withCategory(filter, event.currentTarget.value))}
        w={190}
      />
      <NativeSelect
        label="Rating"
        data={ratingOptions}
        value={String(filter.rating)}
        onChange={(event) => onChange(withRating(filter, event.currentTarget.value))}
        w={100}
      />
    </Group>
  );
}
