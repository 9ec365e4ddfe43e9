import type { RouteObject } from 'react-router-dom';

export const usersRoutes: RouteObject[] = [
  {
    path: '/manage_user_dashboard',
    lazy: async () => ({ Component: (await import('./ManageUsersPage.tsx')).ManageUsersPage }),
  },
  {
    path: '/manage_user_dashboard/trash',
    lazy: async () => ({ Component: (await import('./TrashPage.tsx')).TrashPage }),
  },
  {
    path: '/view_user_dashboard/:id',
    lazy: async () => ({ Component: (await import('./ViewUserPage.tsx')).ViewUserPage }),
  },
];
