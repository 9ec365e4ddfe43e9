import type { TeamMemberView } from '@management-center/contract';
import { Badge, Text } from '@mantine/core';
import { accessText } from '../team-rows.ts';

/** Whether the member can use the console (a badge), or where their invitation stands (red once expired). */
export function MemberAccess({ member }: { member: TeamMemberView }) {
  if (member.invitation === null) {
    return (
      <Badge color="green" variant="light">
        {accessText(member)}
      </Badge>
    );
  }
  return (
    <Text size="sm" c={member.invitation.state === 'expired' ? 'red' : undefined}>
      {accessText(member)}
    </Text>
  );
}
