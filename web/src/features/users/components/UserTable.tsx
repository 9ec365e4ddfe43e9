import { directoryKeyOf } from '@management-center/contract';
import { Checkbox, Table } from '@mantine/core';
import { memo } from 'react';
import { SelectPageHeaderCell } from '../../../components/SelectPageHeaderCell.tsx';
import { UserNameAndEmailCells } from '../../../components/UserNameAndEmailCells.tsx';
import { userName } from '../../../lib/users/user-names.ts';
import { JoinedDay, UserRowActionButtons, type UserRowsProps } from './UserRowParts.tsx';
import { UserStatus } from './UserStatusBadge.tsx';
import { UserTypeText } from './UserTypeText.tsx';

export const UserTable = memo(function UserTable(props: UserRowsProps) {
  const { rows, updating, selection, allMatching, selectAll, onToggle, onToggleAll } = props;
  return (
    <Table.ScrollContainer minWidth={920}>
      {/* Fixed column widths: the columns do not jump as the rows change, and a keystroke's new rows are laid
          out without measuring every cell again. */}
      <Table striped highlightOnHover verticalSpacing="xs" layout="fixed" aria-busy={updating}>
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeaderCell
              label="Select all users on this page"
              page={selectAll}
              disabled={rows.length === 0}
              onToggle={onToggleAll}
            />
            <Table.Th w={110}>User type</Table.Th>
            <Table.Th>User name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th w={110}>Joined</Table.Th>
            <Table.Th w={200}>Status</Table.Th>
            <Table.Th w={170}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, position) => (
            // Keyed by position: a keystroke or a page change updates the fifty rows in place, where keys by id
            // would unmount fifty rows of components and mount fifty new ones (measured by npm run bench).
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows hold no state of their own to keep with an id.
            <Table.Tr key={position}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${userName(row)}`}
                  checked={allMatching || selection.has(directoryKeyOf(row))}
                  onChange={() => onToggle(row)}
                />
              </Table.Td>
              <Table.Td>
                <UserTypeText userType={row.userType} kind={row.kind} />
              </Table.Td>
              <UserNameAndEmailCells username={row.username} email={row.email} />
              <Table.Td>
                <JoinedDay joinedAt={row.joinedAt} />
              </Table.Td>
              <Table.Td>
                <UserStatus
                  status={row.status}
                  changedAfterApproval={row.changedAfterApproval}
                  signInDisabled={row.signInDisabled === true}
                />
              </Table.Td>
              <Table.Td>
                <UserRowActionButtons row={row} actions={props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
