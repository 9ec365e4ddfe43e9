import type { RouteObject } from 'react-router-dom';

export const trashRoutes: RouteObject[] = [
  {
    path: '/manage_user_dashboard/trash',
    lazy: async () => ({ Component: (await import('./TrashPage.tsx')).TrashPage }),
  },
];
