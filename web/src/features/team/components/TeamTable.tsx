import { Table, Text } from '@mantine/core';
import { addedByText, lastSignInText, secondFactorText } from '../team-rows.ts';
import { MemberAccess } from './MemberAccess.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberRoleSelect } from './MemberRoleSelect.tsx';
import type { MemberListProps } from './member-row-props.ts';

/** The team as a table, a row per member. */
export function TeamTable({ members, ownUid, invite, onChange }: MemberListProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label="Team members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th w={170}>Role</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            <Table.Th>Second factor</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const own = member.uid === ownUid;
            return (
              <Table.Tr key={member.uid}>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                  <Text size="xs" c="dimmed">
                    Added by {addedByText(member, own)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <MemberRoleSelect member={member} own={own} onChange={onChange} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lastSignInText(member)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{secondFactorText(member)}</Text>
                </Table.Td>
                <Table.Td>
                  <MemberAccess member={member} />
                </Table.Td>
                <Table.Td>
                  <MemberActions member={member} own={own} onChange={onChange} invite={invite} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
