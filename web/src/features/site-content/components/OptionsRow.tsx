import { maxOptionsPerFeature } from '@management-center/contract';
import { ActionIcon, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { typedOptions } from '../changed-fields.ts';
import { EditableRow } from './EditableRow.tsx';
import { useRowEdit } from './use-row-edit.ts';

interface OptionsRowProps {
  featureId: string;
  featureName: string;
  options: readonly string[];
}

// A key feature's options, edited as a list: one input per option, added and removed one by one.
export function OptionsRow({ featureId, featureName, options }: OptionsRowProps) {
  const row = useRowEdit({
    target: 'productFeature',
    id: featureId,
    stored: { options },
    savedFallback: 'Options updated successfully!',
  });
  const [draft, setDraft] = useState<string[]>([...options]);

  function start() {
    setDraft([...options]);
    row.start();
  }

  return (
    <EditableRow
      label={`Options of ${featureName}`}
      row={row}
      onEdit={start}
      onDone={() => row.save({ options: typedOptions(draft) })}
      display={
        <List size="sm" spacing={2}>
          {options.map((option, index) => (
            // Options may repeat: their position is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <List.Item key={index}>{option}</List.Item>
          ))}
        </List>
      }
    >
      <Stack gap="xs">
        {draft.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is identified by its position in the list.
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={`Option ${index + 1}`}
              value={option}
              disabled={row.saving}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setDraft((current) => current.map((entry, position) => (position === index ? value : entry)));
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove option ${index + 1}`}
              disabled={row.saving || draft.length === 1}
              onClick={() => setDraft((current) => current.filter((_, position) => position !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          disabled={row.saving || draft.length >= maxOptionsPerFeature}
          onClick={() => setDraft((current) => [...current, ''])}
        >
          Add option
        </Button>
      </Stack>
    </EditableRow>
  );
}
