import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EditConflictNotice } from './EditConflictNotice.tsx';
import type { RowEdit } from './use-row-edit.ts';

interface EditableRowProps {
  label: string;
  // The row's edit mode (use-row-edit.ts).
  row: RowEdit;
  onEdit: () => void;
  onDone: () => void;
  // What the websites show, in display mode.
  display: ReactNode;
  // The inputs, in edit mode.
  children: ReactNode;
  // More buttons beside Edit, such as deleting the item the row shows.
  actions?: ReactNode;
  // The fields' labels, where the row has more than one, for a Done refused because of someone else's change.
  fieldLabels?: Readonly<Record<string, string>>;
}

// docs/product.md, Website content: every content row is in display or in edit mode, with Cancel and Done.
export function EditableRow({
  label,
  row,
  onEdit,
  onDone,
  display,
  children,
  actions,
  fieldLabels,
}: EditableRowProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        {/* The buttons go under the label where both do not fit beside each other (a phone). */}
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            {row.inRelease && (
              <Badge variant="light" color="blue">
                In release {row.inRelease}
              </Badge>
            )}
            {row.othersEditing && (
              <Text size="sm" c="red.9" fw={600} role="status">
                {row.othersEditing}
              </Text>
            )}
          </Group>
          {!row.editing && (
            <Group gap="xs" wrap="nowrap">
              <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${label}`}>
                Edit
              </Button>
              {actions}
            </Group>
          )}
        </Group>
        {row.editing ? (
          <>
            {children}
            {row.problem && (
              <Text c="red" size="sm">
                {row.problem}
              </Text>
            )}
            {row.conflict ? (
              <EditConflictNotice
                conflict={row.conflict}
                labels={fieldLabels}
                saving={row.saving}
                onKeepTheirs={row.keepTheirs}
                onKeepMine={row.keepMine}
              />
            ) : (
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={row.cancel} disabled={row.saving}>
                  Cancel
                </Button>
                <Button onClick={onDone} loading={row.saving}>
                  Done
                </Button>
              </Group>
            )}
          </>
        ) : (
          display
        )}
      </Stack>
    </Paper>
  );
}
