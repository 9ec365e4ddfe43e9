import type { UserRow } from '@management-center/contract';
import { List, Modal, Stack, Text } from '@mantine/core';
import { ConfirmButtons } from '../../../components/ConfirmButtons.tsx';
import type { BatchProgress } from '../id-batches.ts';
import { countOf, userNameWithEmail } from '../user-names.ts';
import { BatchProgressBar } from './BatchProgressBar.tsx';

export interface DeletionRequest {
  title: string;
  users: UserRow[];
}

interface DeleteUsersModalProps {
  request: DeletionRequest;
  deleting: boolean;
  progress: BatchProgress | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

// Enough names to recognise the selection at a glance; the rest are counted.
const listedNames = 10;

export function DeleteUsersModal({
  request,
  deleting,
  progress,
  onCancel,
  onConfirm,
}: DeleteUsersModalProps) {
  const { users } = request;
  const listed = users.slice(0, listedNames);
  const more = users.length - listed.length;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={request.title}
      size={400}
      centered
      closeOnClickOutside={!deleting}
      closeOnEscape={!deleting}
      withCloseButton={!deleting}
    >
      <Stack>
        <Text size="sm">
          {users.length === 1
            ? 'This permanently deletes this user and their sign-in account:'
            : `This permanently deletes these ${countOf(users.length, 'user')} and their sign-in accounts:`}
        </Text>
        <List size="sm" spacing={2}>
          {listed.map((user) => (
            <List.Item key={`${user.kind}/${user.id}`}>{userNameWithEmail(user)}</List.Item>
          ))}
        </List>
        {more > 0 && (
          <Text size="sm" c="dimmed">
            and {countOf(more, 'more user')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          This cannot be undone.
        </Text>
        <BatchProgressBar progress={progress} action="Deleted" />
        <ConfirmButtons running={deleting} onCancel={onCancel} onConfirm={onConfirm} />
      </Stack>
    </Modal>
  );
}
