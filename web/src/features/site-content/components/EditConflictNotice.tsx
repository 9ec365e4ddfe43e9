import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FieldValue } from '../changed-fields.ts';
import { type EditConflict, editConflictMessage } from '../edit-conflict.ts';

interface EditConflictNoticeProps {
  conflict: EditConflict;
  // The fields' labels where the row has more than one.
  labels?: Readonly<Record<string, string>>;
  saving: boolean;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
}

function shownValue(value: FieldValue | null | undefined): string {
  const text = typeof value === 'string' ? value : (value ?? []).join('\n');
  return text === '' ? '(empty)' : text;
}

function ValueColumn({ heading, value }: { heading: string; value: FieldValue | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed">
        {heading}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {shownValue(value)}
      </Text>
    </Stack>
  );
}

// Someone else changed the row since its edit began: their value and this one side by side, and the choice.
export function EditConflictNotice({
  conflict,
  labels,
  saving,
  onKeepTheirs,
  onKeepMine,
}: EditConflictNoticeProps) {
  return (
    <Alert color="orange" title={editConflictMessage(conflict)}>
      <Stack gap="sm">
        {Object.entries(conflict.mine).map(([name, mine]) => {
          const label = labels?.[name];
          return (
            <SimpleGrid key={name} cols={{ base: 1, sm: 2 }} spacing="sm">
              <ValueColumn heading={label ? `${label}: theirs` : 'Theirs'} value={conflict.theirs[name]} />
              <ValueColumn heading={label ? `${label}: yours` : 'Yours'} value={mine} />
            </SimpleGrid>
          );
        })}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onKeepTheirs} disabled={saving}>
            Keep theirs
          </Button>
          <Button onClick={onKeepMine} loading={saving}>
            Use mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
