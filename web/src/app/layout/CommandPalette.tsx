import { roleAllows } from '@management-center/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserNameSearch } from '../../features/users/api/use-user-name-search.ts';
import { useScreenPaletteActions } from '../../lib/navigation/palette-actions.ts';
import { userPath } from '../../lib/navigation/paths.ts';
import { useTeamRole } from '../../lib/session/team-role.ts';
import { screensShownTo } from './console-screens.ts';

// Users found by name as the member types: a few, the first in name order.
const usersShown = 8;
const typingPauseMs = 200;

// Ctrl+K / ⌘K or the header's search button (and the `?` help says so): run an action of the screen shown, go to any screen the member may
// open, or find a user by name.
export function CommandPalette() {
  const navigate = useNavigate();
  const role = useTeamRole();
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search.trim(), typingPauseMs);
  const users = useUserNameSearch(settledSearch, usersShown, roleAllows(role, 'readUsers'));
  const screenActions = useScreenPaletteActions();
  const groups: SpotlightActionGroupData[] = [
    {
      group: 'Screens',
      actions: screensShownTo(role).map((screen) => ({
        id: `screen ${screen.to}`,
        label: screen.label,
        onClick: () => navigate(screen.to),
      })),
    },
  ];
  if (screenActions.length > 0) {
    groups.unshift({
      group: 'On this screen',
      actions: screenActions.map(({ id, label, run }) => ({ id: `action ${id}`, label, onClick: run })),
    });
  }
  const found = settledSearch === '' ? [] : (users.data ?? []);
  if (found.length > 0) {
    groups.push({
      group: 'Users',
      actions: found.map((user) => ({
        id: `user ${user.kind} ${user.id}`,
        label: user.username.trim() || user.id,
        description: `${user.email} · ${user.status}`,
        onClick: () => navigate(userPath(user.id)),
      })),
    });
  }
  return (
    <Spotlight
      actions={groups}
      query={search}
      onQueryChange={setSearch}
      // Ctrl+K is the console's own shortcut (KeyboardShortcuts), there from the first screen on.
      shortcut={null}
      nothingFound={users.isFetching ? 'Searching…' : 'Nothing found'}
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{ placeholder: 'Go to a screen or find a user by name…', 'aria-label': 'Command palette' }}
    />
  );
}
