import { type Permission, type Role, roleAllows } from '@management-center/contract';
import { Divider, NavLink, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { NavLink as RouterLink, useNavigate } from 'react-router-dom';
import { useTeamRole } from '../../lib/team-role.ts';
import { signOutTeamMember } from '../../lib/team-sign-in.ts';

// docs/product.md, Layout: the main entries in this order, a divider after Home Page, Manage Feedback and
// Manage View About.
// An entry is shown to the roles that give its permission (the same as its route's), to every member without one.
interface SidebarEntry {
  label: string;
  to: string;
  permission?: Permission;
}

const entries: readonly (SidebarEntry & { dividerAfter: boolean })[] = [
  { label: 'Home Page', to: '/dashboard', dividerAfter: true },
  {
    label: 'Manage User Dashboard',
    to: '/manage_user_dashboard',
    permission: 'readUsers',
    dividerAfter: false,
  },
  { label: 'Manage Feedback', to: '/manage_feedback', permission: 'readFeedback', dividerAfter: true },
  { label: 'Manage Workout and Training', to: '/workout', permission: 'manageWorkout', dividerAfter: false },
  { label: 'Manage View About', to: '/manage_viewabout', permission: 'editContent', dividerAfter: true },
];

// Screens beyond the main list, which ends with Logout: a second group below it, so that list stays as it is.
const moreEntries: readonly SidebarEntry[] = [
  { label: 'Manage Profiling', to: '/manage_profques', permission: 'editContent' },
  { label: 'Manage Sub-Categories', to: '/manage_sub_category', permission: 'editContent' },
  { label: 'Activity', to: '/activity', permission: 'readActivity' },
  { label: 'Team', to: '/team', permission: 'manageTeam' },
  { label: 'My account', to: '/account', permission: 'manageOwnAccount' },
];

function shownTo(role: Role | null) {
  return <Entry extends SidebarEntry>(entry: Entry) =>
    entry.permission === undefined || roleAllows(role, entry.permission);
}

export function Sidebar() {
  const navigate = useNavigate();
  const shown = shownTo(useTeamRole());
  async function logout() {
    await signOutTeamMember();
    navigate('/', { replace: true });
  }
  return (
    <Stack gap="xl">
      <Stack gap={4} component="nav" aria-label="Main">
        {entries.filter(shown).map((entry) => (
          <Fragment key={entry.to}>
            <NavLink
              component={RouterLink}
              to={entry.to}
              label={entry.label}
              styles={{ label: { fontSize: 16 } }}
            />
            {entry.dividerAfter && <Divider />}
          </Fragment>
        ))}
        <NavLink component="button" label="Logout" onClick={logout} styles={{ label: { fontSize: 16 } }} />
      </Stack>
      <Stack gap={4} component="nav" aria-label="More">
        <Divider label="More" labelPosition="left" />
        {moreEntries.filter(shown).map((entry) => (
          <NavLink
            key={entry.to}
            component={RouterLink}
            to={entry.to}
            label={entry.label}
            styles={{ label: { fontSize: 16 } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
