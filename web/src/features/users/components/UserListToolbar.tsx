import { type UserTypeFilter, userTypeFilters } from '@management-center/contract';
import { Button, CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { SavedViewsMenu } from '../../../components/SavedViewsMenu.tsx';
import { searchShortcutProps } from '../../../lib/search-shortcut.ts';
import { useAllows } from '../../../lib/team-role.ts';
import { countUsers } from '../../../lib/user-names.ts';

interface UserListToolbarProps {
  search: string;
  type: UserTypeFilter;
  // Something is selected to delete, and (under Business User) to approve.
  canDelete: boolean;
  canApprove: boolean;
  deleting: boolean;
  approving: boolean;
  // Some mutation of users is running: the other actions wait for it.
  busy: boolean;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: UserTypeFilter) => void;
  onDeleteSelected: () => void;
  onApprove: () => void;
}

export function UserListToolbar({
  search,
  type,
  canDelete,
  canApprove,
  deleting,
  approving,
  busy,
  onSearchChange,
  onTypeChange,
  onDeleteSelected,
  onApprove,
}: UserListToolbarProps) {
  const mayApprove = useAllows('approveBusinessUsers');
  const mayDelete = useAllows('deleteUsers');
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        <TextInput
          placeholder="Search by username..."
          aria-label="Search by username"
          {...searchShortcutProps}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          w={280}
          rightSection={
            search === '' ? null : (
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
        <SavedViewsMenu list="users" />
        <ExportMenu callable="exportUsers" filters={{ matching: { search, type } }} countText={countUsers} />
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
