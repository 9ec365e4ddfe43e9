import { type UserStatusLabel, userStatusLabels } from '@management-center/contract';
import { Badge, Group, type MantineColor } from '@mantine/core';
import { ChangedAfterApprovalBadge } from '../../../components/ChangedAfterApprovalBadge.tsx';

const statusColors: Record<UserStatusLabel, MantineColor> = {
  [userStatusLabels.live]: 'green',
  [userStatusLabels.unalive]: 'gray',
  [userStatusLabels.approved]: 'teal',
  [userStatusLabels.waitingForApproval]: 'yellow',
};

export function UserStatusBadge({ status }: { status: UserStatusLabel }) {
  return (
    <Badge color={statusColors[status]} variant="light" tt="none">
      {status}
    </Badge>
  );
}

export const signInDisabledNote = 'Sign-in disabled';

// The status of docs/product.md, Users; for a business user waiting again after a change to what was approved, a
// note saying so; for a user whose sign-in the console disabled, a note saying that.
export function UserStatus({
  status,
  changedAfterApproval,
  signInDisabled = false,
}: {
  status: UserStatusLabel;
  changedAfterApproval: boolean;
  signInDisabled?: boolean;
}) {
  if (!changedAfterApproval && !signInDisabled) return <UserStatusBadge status={status} />;
  return (
    <Group gap={4}>
      <UserStatusBadge status={status} />
      {changedAfterApproval && <ChangedAfterApprovalBadge />}
      {signInDisabled && (
        <Badge color="red" variant="outline" size="sm" tt="none" title="The user cannot sign in to the app">
          {signInDisabledNote}
        </Badge>
      )}
    </Group>
  );
}
