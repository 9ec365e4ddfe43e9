import { joinedDayOf, type UserRow } from '@management-center/contract';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { UserActions } from '../../../components/UserActions.tsx';
import type { PageSelection, RowSelection } from '../../../lib/list-screen/row-selection.ts';
import { userPath } from '../../../lib/navigation/paths.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import { userName } from '../../../lib/users/user-names.ts';
import { listReturnState } from '../../../lib/users/users-list-return.ts';

// What a user of the list shows beside their name and status, alike in a row of the table and on a phone's card.

export interface UserRowsProps {
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

// The UTC day the user's account was created, as the new users chart and the join filter count it.
export function JoinedDay({ joinedAt }: { joinedAt: string | undefined }) {
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

// What the buttons of every row act with: the list's, passed on whole by the table and the cards.
type UserRowActions = Pick<UserRowsProps, 'listSearch' | 'actionsDisabled' | 'onDelete'>;

// View the user's page, or delete them where the role allows it.
export function UserRowActionButtons({ row, actions }: { row: UserRow; actions: UserRowActions }) {
  const { listSearch, actionsDisabled, onDelete } = actions;
  const mayDelete = useAllows('deleteUsers');
  const name = userName(row);
  return (
    <UserActions
      action={
        <Button
          component={Link}
          to={userPath(row.id)}
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
  );
}
