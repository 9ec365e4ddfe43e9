import type { BulkProgress, UserMatching, UserRow } from '@management-center/contract';
import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { BatchProgressBar } from '../../../components/BatchProgressBar.tsx';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useTrashRetentionDays } from '../../../lib/users/use-trash-retention-days.ts';
import { countOf, countUsers, userNameWithEmail } from '../../../lib/users/user-names.ts';
import { useMatchingUsersCount } from '../api/use-matching-users-count.ts';
import { matchingUsersText } from '../selection-summary.ts';
import { MatchingUsersCountText } from './MatchingUsersCountText.tsx';

// The users selected by id, or all users the search and filter match (the server counts and finds them).
export type DeletionRequest = { title: string } & ({ users: UserRow[] } | { matching: UserMatching });

interface DeleteUsersModalProps {
  request: DeletionRequest;
  deleting: boolean;
  progress: BulkProgress | undefined;
  onCancel: () => void;
  // With how many users the dialog said it deletes.
  onConfirm: (count: number) => void;
}

// Enough names to recognise the selection at a glance; the rest are counted.
const listedNames = 10;

function SelectedUsers({ users }: { users: UserRow[] }) {
  const listed = users.slice(0, listedNames);
  const more = users.length - listed.length;
  return (
    <>
      <Text size="sm">
        {users.length === 1
          ? 'This moves this user to the trash and disables their sign-in account:'
          : `This moves these ${countOf(users.length, 'user')} to the trash and disables their sign-in accounts:`}
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
    </>
  );
}

function DeletionModal({
  request,
  deleting,
  progress,
  count,
  onCancel,
  onConfirm,
  children,
}: DeleteUsersModalProps & { count: number | undefined; children: ReactNode }) {
  const retentionDays = useTrashRetentionDays();
  return (
    <ConfirmActionModal
      title={request.title}
      running={deleting}
      confirmDisabled={count === undefined || count === 0 || retentionDays === undefined}
      destructive
      onCancel={onCancel}
      onConfirm={() => count !== undefined && onConfirm(count)}
    >
      {children}
      {retentionDays !== undefined && (
        <Text size="sm" c="dimmed">
          Deleted users can be restored from the Trash for {countOf(retentionDays, 'day')}.
        </Text>
      )}
      <BatchProgressBar progress={progress} action="Deleted" countText={countUsers} />
    </ConfirmActionModal>
  );
}

// Counted when the dialog opens: the figure is what the deletion is about to remove now.
function MatchingDeletionModal(props: DeleteUsersModalProps & { matching: UserMatching }) {
  const { count, error } = useMatchingUsersCount(props.matching, { fresh: true });
  return (
    <DeletionModal {...props} count={count}>
      <MatchingUsersCountText
        count={count}
        error={error}
        describe={(counted) =>
          `This moves ${matchingUsersText(counted, props.matching)} to the trash and disables their sign-in accounts. Accounts of members of the team are never deleted.`
        }
      />
    </DeletionModal>
  );
}

export function DeleteUsersModal(props: DeleteUsersModalProps) {
  const { request } = props;
  if ('matching' in request) return <MatchingDeletionModal {...props} matching={request.matching} />;
  return (
    <DeletionModal {...props} count={request.users.length}>
      <SelectedUsers users={request.users} />
    </DeletionModal>
  );
}
