import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';
import type { TrashedUserNoticeView } from './ViewUserPage.tsx';

/** The users screens; a user's page is given the trash's notice for a deleted user, loaded with it. */
export function usersRoutes(loadTrashedUserNotice: () => Promise<TrashedUserNoticeView>): RouteObject[] {
  return [
    {
      ...routeNeeding('readUsers'),
      path: '/manage_user_dashboard',
      lazy: async () => ({ Component: (await import('./ManageUsersPage.tsx')).ManageUsersPage }),
    },
    {
      ...routeNeeding('readUsers'),
      path: '/view_user_dashboard/:id',
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
