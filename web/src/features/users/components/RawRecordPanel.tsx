import { Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import { matchingFields, recordFields } from '../raw-record.ts';

const anyValue = z.unknown();

// The record exactly as the database holds it, live, for the app's developers: read only while open.
function RawRecord({ path }: { path: string }) {
  const stored = useLiveDatabaseValue(path, anyValue);
  const [search, setSearch] = useState('');
  if (stored.error) return <Text c="red">The record could not be read: {stored.error.message}</Text>;
  if (stored.data === undefined) return <Text c="dimmed">Reading the record…</Text>;
  const json = JSON.stringify(stored.data, null, 2);
  const fields = matchingFields(recordFields(stored.data), search);
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput
          label="Find in the record"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
        <CopyButton value={json}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy JSON'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {search.trim() ? (
        <>
          <Text size="sm" c="dimmed">
            {fields.length === 1 ? '1 field matches.' : `${fields.length} fields match.`}
          </Text>
          {fields.length > 0 && (
            <Code block>{fields.map((field) => `${field.path}: ${field.text}`).join('\n')}</Code>
          )}
        </>
      ) : (
        <Code block>{json}</Code>
      )}
    </Stack>
  );
}

export function RawRecordPanel({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs" maw={640}>
      <Button variant="subtle" w="fit-content" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? `Hide the record as stored (${path})` : `Show the record as stored (${path})`}
      </Button>
      {open && <RawRecord path={path} />}
    </Stack>
  );
}
