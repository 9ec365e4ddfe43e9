import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';
import type { TrashedUserNoticeView } from './ViewUserPage.tsx';

/** The users screens; a user's page is given the trash's notice for a deleted user, loaded with it. */
export function usersRoutes(loadTrashedUserNotice: () => Promise<TrashedUserNoticeView>): RouteObject[] {
  return [
    {
      ...routeNeeding('readUsers'),
      path: routePaths.users,
      lazy: async () => ({ Component: (await import('./ManageUsersPage.tsx')).ManageUsersPage }),
    },
    {
      ...routeNeeding('readUsers'),
      path: routePaths.user,
      lazy: async () => {
        const [{ ViewUserPage }, TrashedUserNotice] = await Promise.all([
          import('./ViewUserPage.tsx'),
          loadTrashedUserNotice(),
        ]);
        return { Component: () => <ViewUserPage TrashedUserNotice={TrashedUserNotice} /> };
      },
    },
  ];
}
