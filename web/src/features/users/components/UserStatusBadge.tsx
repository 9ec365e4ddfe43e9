import { type UserStatusLabel, userStatusLabels } from '@management-center/contract';
import { Badge, type MantineColor } from '@mantine/core';

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
