import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRestoreUsers } from '../api/use-trash-actions.ts';
import { useTrashRetentionDays } from '../api/use-trash-retention.ts';
import type { TrashRow } from '../trash-page.ts';
import { deletedText, purgeDateText } from '../trash-rows.ts';

// A user opened from an old link or the Activity page after their deletion: where they are, and the way back.
export function TrashedUserNotice({ row }: { row: TrashRow }) {
  const restore = useRestoreUsers();
  const retentionDays = useTrashRetentionDays();
  return (
    <Alert color="yellow" title="This user is in the trash" maw={640}>
      <Text size="sm">
        {row.username || row.email || row.id} was deleted {deletedText(row)}
        {retentionDays === undefined
          ? '.'
          : ` and is deleted for good on ${purgeDateText(row, retentionDays)}.`}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="compact-sm" loading={restore.isPending} onClick={() => restore.mutate([row])}>
          Restore
        </Button>
        <Button size="compact-sm" variant="subtle" component={Link} to="/manage_user_dashboard/trash">
          Open the Trash
        </Button>
      </Group>
    </Alert>
  );
}
