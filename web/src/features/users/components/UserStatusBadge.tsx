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

// The status of docs/product.md, Users, and for a business user waiting again after a change to what was
// approved, a note saying so.
export function UserStatus({
  status,
  changedAfterApproval,
}: {
  status: UserStatusLabel;
  changedAfterApproval: boolean;
}) {
  if (!changedAfterApproval) return <UserStatusBadge status={status} />;
  return (
    <Group gap={4}>
      <UserStatusBadge status={status} />
      <ChangedAfterApprovalBadge />
    </Group>
  );
}
