import { accessMessages, type Permission, roleAllows } from '@management-center/contract';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link, Outlet, useMatches } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { type ConsoleRouteHandle, useTeamRole } from '../../lib/session/team-role.ts';

function permissionOf(handle: unknown): Permission | undefined {
  return typeof handle === 'object' && handle !== null && 'permission' in handle
    ? (handle as ConsoleRouteHandle).permission
    : undefined;
}

// The screen of the route, or, where the signed-in role may not see it (a bookmark, a link shared by a colleague),
// a notice that says so, before the screen is drawn and reads anything it would be refused.
export function AllowedScreen() {
  const role = useTeamRole();
  const needed = useMatches().flatMap((match) => permissionOf(match.handle) ?? []);
  if (role === null || needed.every((permission) => roleAllows(role, permission))) return <Outlet />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Not available to your role</Title>
      <Alert color="yellow" title="No access">
        {accessMessages.screenNotAllowed(role)}
      </Alert>
      <Button component={Link} to={routePaths.home} w="fit-content" variant="light">
        Go to the Home Page
      </Button>
    </Stack>
  );
}
