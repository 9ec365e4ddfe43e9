import type { FeedbackFilter } from '@management-center/contract';
import { Group, NativeSelect } from '@mantine/core';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { SavedViewsMenu } from '../../../components/SavedViewsMenu.tsx';
import { countedText } from '../../../lib/wording/counted-text.ts';
import { feedbackFilterSelects } from '../filter-options.ts';

const { status, category, rating } = feedbackFilterSelects;

interface FeedbackFiltersProps {
  filter: FeedbackFilter;
  onChange: (filter: FeedbackFilter) => void;
}

export function FeedbackFilters({ filter, onChange }: FeedbackFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Status"
        data={status.options}
        value={filter.status}
        onChange={(event) => onChange(status.choose(filter, event.currentTarget.value))}
        w={120}
      />
      <NativeSelect
        label="Category"
        data={category.options}
        value={filter.category}
        onChange={(event) => onChange(category.choose(filter, event.currentTarget.value))}
        w={190}
      />
      <NativeSelect
        label="Rating"
        data={rating.options}
        value={String(filter.rating)}
        onChange={(event) => onChange(rating.choose(filter, event.currentTarget.value))}
        w={100}
      />
      <SavedViewsMenu list="feedback" />
      <ExportMenu
        callable="exportFeedback"
        filters={{ matching: filter }}
        countText={(count) => countedText(count, { one: 'review', many: 'reviews' })}
      />
    </Group>
  );
}
