import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EditableRowProps {
  label: string;
  editing: boolean;
  saving: boolean;
  problem: string | undefined;
  onEdit: () => void;
  onCancel: () => void;
  onDone: () => void;
  // What the websites show, in display mode.
  display: ReactNode;
  // The inputs, in edit mode.
  children: ReactNode;
  // More buttons beside Edit, such as deleting the item the row shows.
  actions?: ReactNode;
}

// docs/product.md, Website content: every content row is in display or in edit mode, with Cancel and Done.
export function EditableRow({
  label,
  editing,
  saving,
  problem,
  onEdit,
  onCancel,
  onDone,
  display,
  children,
  actions,
}: EditableRowProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        {/* The buttons go under the label where both do not fit beside each other (a phone). */}
        <Group justify="space-between">
          <Text fw={600}>{label}</Text>
          {!editing && (
            <Group gap="xs" wrap="nowrap">
              <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${label}`}>
                Edit
              </Button>
              {actions}
            </Group>
          )}
        </Group>
        {editing ? (
          <>
            {children}
            {problem && (
              <Text c="red" size="sm">
                {problem}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button onClick={onDone} loading={saving}>
                Done
              </Button>
            </Group>
          </>
        ) : (
          display
        )}
      </Stack>
    </Paper>
  );
}
