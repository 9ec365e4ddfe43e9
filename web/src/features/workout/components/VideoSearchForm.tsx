import { maxSearchKeywordLength } from '@management-center/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { searchShortcutProps } from '../../../lib/navigation/search-shortcut.ts';

interface VideoSearchFormProps {
  searching: boolean;
  onSearch: (keyword: string) => void;
}

export function VideoSearchForm({ searching, onSearch }: VideoSearchFormProps) {
  const [keyword, setKeyword] = useState('');
  const trimmed = keyword.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed) onSearch(trimmed);
  }

  return (
    <form onSubmit={submit} aria-label="Video search">
      <Group align="flex-end" gap="sm">
        <TextInput
          {...searchShortcutProps}
          label="Keyword"
          placeholder="e.g. yoga for beginners"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          maxLength={maxSearchKeywordLength}
          w={340}
        />
        <Button type="submit" loading={searching} disabled={!trimmed}>
          Search
        </Button>
      </Group>
    </form>
  );
}
