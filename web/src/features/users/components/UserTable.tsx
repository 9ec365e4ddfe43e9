import { directoryKeyOf, joinedDayOf, type UserRow } from '@management-center/contract';
import { Button, Checkbox, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { SelectPageHeaderCell } from '../../../components/SelectPageHeaderCell.tsx';
import { UserNameAndEmailCells } from '../../../components/UserNameAndEmailCells.tsx';
import { UserRowActions } from '../../../components/UserRowActions.tsx';
import type { PageSelection, RowSelection } from '../../../lib/row-selection.ts';
import { useAllows } from '../../../lib/team-role.ts';
import { userName } from '../../../lib/user-names.ts';
import { listReturnState } from '../../../lib/users-list-return.ts';
import { UserStatus } from './UserStatusBadge.tsx';
import { UserTypeText } from './UserTypeText.tsx';

// The UTC day the user's account was created, as the new users chart and the join filter count it.
function JoinedDay({ joinedAt }: { joinedAt: string | undefined }) {
  const day = joinedDayOf(joinedAt);
  if (day === undefined) {
    return (
      <Text size="sm" c="dimmed">
        Not known
      </Text>
    );
  }
  return <Text size="sm">{day}</Text>;
}

interface UserTableProps {
  // The rows of the current page.
  rows: UserRow[];
  // The rows are those of the view before, shown while the new one is read.
  updating: boolean;
  selection: RowSelection;
  // Every user that matches is selected (not by id): every row shows as selected.
  allMatching: boolean;
  // The header checkbox: how many rows of this page are selected.
  selectAll: PageSelection;
  // The list's query, carried to a user's page so that its back arrow restores the list.
  listSearch: string;
  actionsDisabled: boolean;
  onToggle: (row: UserRow) => void;
  onToggleAll: () => void;
  onDelete: (row: UserRow) => void;
}

export const UserTable = memo(function UserTable({
  rows,
  updating,
  selection,
  allMatching,
  selectAll,
  listSearch,
  actionsDisabled,
  onToggle,
  onToggleAll,
  onDelete,
}: UserTableProps) {
  const mayDelete = useAllows('deleteUsers');
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
          {rows.map((row, position) => {
            const name = userName(row);
            return (
              // Keyed by position: a keystroke or a page change updates the fifty rows in place, where keys by id
              // would unmount fifty rows of components and mount fifty new ones (measured by npm run bench).
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows hold no state of their own to keep with an id.
              <Table.Tr key={position}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
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
                <UserRowActions
                  action={
                    <Button
                      component={Link}
                      to={`/view_user_dashboard/${encodeURIComponent(row.id)}`}
                      state={listReturnState(listSearch)}
                      size="compact-sm"
                      variant="light"
                      aria-label={`View ${name}`}
                    >
                      View
                    </Button>
                  }
                  removal={mayDelete ? { text: 'Delete', ariaLabel: `Delete ${name}` } : undefined}
                  removalDisabled={actionsDisabled}
                  onRemove={() => onDelete(row)}
                />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
