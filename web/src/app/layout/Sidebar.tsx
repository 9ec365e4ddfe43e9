import { Divider, NavLink, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { NavLink as RouterLink, useNavigate } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { useTeamRole } from '../../lib/session/team-role.ts';
import { signOutTeamMember } from '../../lib/session/team-sign-in.ts';
import { mainScreens, moreScreens, shownTo } from './console-screens.ts';

// `onChoose`: an entry was chosen, the screen shown included (a phone then folds the navigation away).
export function Sidebar({ onChoose }: { onChoose: () => void }) {
  const navigate = useNavigate();
  const shown = shownTo(useTeamRole());
  async function logout() {
    onChoose();
    await signOutTeamMember();
    navigate(routePaths.login, { replace: true });
  }
  return (
    <Stack gap="xl">
      <Stack gap={4} component="nav" aria-label="Main">
        {mainScreens.filter(shown).map((entry) => (
          <Fragment key={entry.to}>
            <NavLink
              component={RouterLink}
              to={entry.to}
              label={entry.label}
              onClick={onChoose}
              styles={{ label: { fontSize: 16 } }}
            />
            {entry.dividerAfter && <Divider />}
          </Fragment>
        ))}
        <NavLink component="button" label="Logout" onClick={logout} styles={{ label: { fontSize: 16 } }} />
      </Stack>
      <Stack gap={4} component="nav" aria-label="More">
        <Divider label="More" labelPosition="left" />
        {moreScreens.filter(shown).map((entry) => (
          <NavLink
            key={entry.to}
            component={RouterLink}
            to={entry.to}
            label={entry.label}
            onClick={onChoose}
            styles={{ label: { fontSize: 16 } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
