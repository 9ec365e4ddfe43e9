import {
  isUserStatusFilter,
  type JoinedDays,
  joinedDaysParam,
  type UserListQuery,
  type UserStatusFilter,
  type UserTypeFilter,
  userStatusFilters,
  userTypeFilters,
} from '@management-center/contract';
import { Button, CloseButton, Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { SavedViewsMenu } from '../../../components/SavedViewsMenu.tsx';
import { searchShortcutProps } from '../../../lib/navigation/search-shortcut.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import { countUsers } from '../../../lib/users/user-names.ts';
import { typeOfStatus } from '../../../lib/users/user-status-filter.ts';
import { JoinedDaysPicker } from './JoinedDaysPicker.tsx';

interface UserListToolbarProps {
  query: UserListQuery;
  // Something is selected to delete, and (under Business User) to approve.
  canDelete: boolean;
  canApprove: boolean;
  deleting: boolean;
  approving: boolean;
  // Some mutation of users is running: the other actions wait for it.
  busy: boolean;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: UserTypeFilter) => void;
  onStatusChange: (status: UserStatusFilter) => void;
  onJoinedChange: (joined: JoinedDays | undefined) => void;
  onDeleteSelected: () => void;
  onApprove: () => void;
}

export function UserListToolbar({
  query,
  canDelete,
  canApprove,
  deleting,
  approving,
  busy,
  onSearchChange,
  onTypeChange,
  onStatusChange,
  onJoinedChange,
  onDeleteSelected,
  onApprove,
}: UserListToolbarProps) {
  const mayApprove = useAllows('approveBusinessUsers');
  const mayDelete = useAllows('deleteUsers');
  const { type, status, joined } = query;
  // The statuses of the users the type filter shows: choosing one of another collection would change the type.
  const statuses = userStatusFilters.filter(
    (choice) => type === 'All' || typeOfStatus(choice, type) === type,
  );
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        <TextInput
          placeholder="Search by username..."
          aria-label="Search by username"
          {...searchShortcutProps}
          value={query.search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          w={240}
          rightSection={
            query.search === '' ? null : (
              <CloseButton size="sm" aria-label="Clear the search" onClick={() => onSearchChange('')} />
            )
          }
        />
        <SegmentedControl<UserTypeFilter>
          aria-label="User type"
          data={[...userTypeFilters]}
          value={type}
          onChange={onTypeChange}
        />
        <NativeSelect
          aria-label="Status"
          data={statuses.map((choice) => ({
            value: choice,
            label: choice === 'All' ? 'Any status' : choice,
          }))}
          value={status}
          onChange={(event) => {
            const choice = event.currentTarget.value;
            onStatusChange(isUserStatusFilter(choice) ? choice : 'All');
          }}
          w={180}
        />
        <JoinedDaysPicker
          key={joined ? joinedDaysParam(joined) : ''}
          joined={joined}
          onChange={onJoinedChange}
        />
        <SavedViewsMenu list="users" />
        <ExportMenu callable="exportUsers" filters={{ matching: query }} countText={countUsers} />
      </Group>
      <Group>
        {type === 'Business User' && mayApprove && (
          <Button onClick={onApprove} loading={approving} disabled={!canApprove || (busy && !approving)}>
            Approve
          </Button>
        )}
        {mayDelete && (
          <Button
            color="red"
            onClick={onDeleteSelected}
            loading={deleting}
            disabled={!canDelete || (busy && !deleting)}
          >
            Delete Selected Users
          </Button>
        )}
      </Group>
    </Group>
  );
}
