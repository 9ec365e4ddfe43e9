import { List, Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { countOf, userNameWithEmail } from '../../../lib/users/user-names.ts';
import type { TrashRow } from '../trash-page.ts';

interface DeleteForeverModalProps {
  rows: TrashRow[];
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

// Leaving the trash is the one step that cannot be taken back: it names who goes, and says so.
export function DeleteForeverModal({ rows, deleting, onCancel, onConfirm }: DeleteForeverModalProps) {
  return (
    <ConfirmActionModal
      title={
        rows.length === 1 ? 'Delete this user forever?' : `Delete ${countOf(rows.length, 'user')} forever?`
      }
      running={deleting}
      destructive
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text size="sm">
        This deletes the kept records and the sign-in {rows.length === 1 ? 'account' : 'accounts'} of:
      </Text>
      <List size="sm" spacing={2}>
        {rows.slice(0, 10).map((row) => (
          <List.Item key={row.id}>{userNameWithEmail(row)}</List.Item>
        ))}
      </List>
      {rows.length > 10 && (
        <Text size="sm" c="dimmed">
          and {countOf(rows.length - 10, 'more user')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        This cannot be undone.
      </Text>
    </ConfirmActionModal>
  );
}
