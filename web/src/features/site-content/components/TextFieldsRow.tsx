import type { SiteContentTargetName } from '@management-center/contract';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { EditableRow } from './EditableRow.tsx';
import { useRowEdit } from './use-row-edit.ts';

interface TextField {
  name: string;
  label: string;
  multiline?: boolean;
}

interface TextFieldsRowProps {
  label: string;
  target: SiteContentTargetName;
  id?: string;
  fields: readonly TextField[];
  values: Readonly<Record<string, string>>;
  savedFallback?: string;
  // A format reminder shown next to the input (docs/product.md, Website content).
  hint?: string;
  actions?: ReactNode;
}

function valuesOf(fields: readonly TextField[], values: Readonly<Record<string, string>>) {
  return Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
}

// One content row of text fields, driven by the target table: what it edits and what it says once saved.
export function TextFieldsRow({
  label,
  target,
  id,
  fields,
  values,
  savedFallback = `${label} updated successfully!`,
  hint,
  actions,
}: TextFieldsRowProps) {
  const stored = valuesOf(fields, values);
  const row = useRowEdit({ target, id, stored, savedFallback });
  const [draft, setDraft] = useState(stored);
  const single = fields.length === 1;

  function start() {
    setDraft(stored);
    row.start();
  }

  return (
    <EditableRow
      label={label}
      row={row}
      onEdit={start}
      onDone={() => row.save(draft)}
      actions={actions}
      fieldLabels={single ? undefined : Object.fromEntries(fields.map((field) => [field.name, field.label]))}
      display={
        <Stack gap={4}>
          {fields.map((field) => (
            <Text key={field.name} style={{ whiteSpace: 'pre-wrap' }}>
              {!single && (
                <Text span c="dimmed" size="sm">
                  {field.label}:{' '}
                </Text>
              )}
              {stored[field.name]}
            </Text>
          ))}
        </Stack>
      }
    >
      {fields.map((field) => {
        const inputProps = {
          label: single ? undefined : field.label,
          'aria-label': single ? label : undefined,
          description: hint,
          value: draft[field.name] ?? '',
          disabled: row.saving,
          onChange: (event: { currentTarget: { value: string } }) => {
            const { value } = event.currentTarget;
            setDraft((current) => ({ ...current, [field.name]: value }));
          },
        };
        return field.multiline ? (
          <Textarea key={field.name} autosize minRows={2} maxRows={10} {...inputProps} />
        ) : (
          <TextInput key={field.name} {...inputProps} />
        );
      })}
    </EditableRow>
  );
}
