import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routePaths } from '../../../lib/navigation/paths.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import { useTrashRetentionDays } from '../../../lib/users/use-trash-retention-days.ts';
import { useRestoreUsers } from '../api/use-trash-actions.ts';
import { useTrashedUser } from '../api/use-trashed-user.ts';
import type { TrashRow } from '../trash-page.ts';
import { deletedText, purgeDateText } from '../trash-rows.ts';

function InTrashNotice({ row }: { row: TrashRow }) {
  const restore = useRestoreUsers();
  const retentionDays = useTrashRetentionDays();
  const mayRestore = useAllows('deleteUsers');
  return (
    <Alert color="yellow" title="This user is in the trash" maw={640}>
      <Text size="sm">
        {row.username || row.email || row.id} was deleted {deletedText(row)}
        {retentionDays === undefined
          ? '.'
          : ` and is deleted for good on ${purgeDateText(row, retentionDays)}.`}
      </Text>
      <Group gap="sm" mt="sm">
        {mayRestore && (
          <Button size="compact-sm" loading={restore.isPending} onClick={() => restore.mutate([row])}>
            Restore
          </Button>
        )}
        <Button size="compact-sm" variant="subtle" component={Link} to={routePaths.trash}>
          Open the Trash
        </Button>
      </Group>
    </Alert>
  );
}

interface TrashedUserNoticeProps {
  userId: string;
  // What the page shows when the trash does not hold the user, and while the trash is read.
  otherwise: ReactNode;
}

// A user opened from an old link or the Activity page after their deletion: where they are, and the way back.
export function TrashedUserNotice({ userId, otherwise }: TrashedUserNoticeProps) {
  const trashed = useTrashedUser(userId);
  return trashed.row ? <InTrashNotice row={trashed.row} /> : otherwise;
}
