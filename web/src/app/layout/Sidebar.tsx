import { Divider, NavLink, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { NavLink as RouterLink, useNavigate } from 'react-router-dom';
import { signOutAdministrator } from '../../features/auth/sign-in.ts';

// docs/product.md, Layout: the main entries in this order, a divider after Home Page, Manage Feedback and
// Manage View About.
const entries = [
  { label: 'Home Page', to: '/dashboard', dividerAfter: true },
  { label: 'Manage User Dashboard', to: '/manage_user_dashboard', dividerAfter: false },
  { label: 'Manage Feedback', to: '/manage_feedback', dividerAfter: true },
  { label: 'Manage Workout and Training', to: '/workout', dividerAfter: false },
  { label: 'Manage View About', to: '/manage_viewabout', dividerAfter: true },
] as const;

// Screens beyond the main list, which ends with Logout: a second group below it, so that list stays as it is.
const moreEntries = [
  { label: 'Manage Profiling', to: '/manage_profques' },
  { label: 'Manage Sub-Categories', to: '/manage_sub_category' },
  { label: 'Activity', to: '/activity' },
] as const;

export function Sidebar() {
  const navigate = useNavigate();
  async function logout() {
    await signOutAdministrator();
    navigate('/', { replace: true });
  }
  return (
    <Stack gap="xl">
      <Stack gap={4} component="nav" aria-label="Main">
        {entries.map((entry) => (
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
        {moreEntries.map((entry) => (
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
