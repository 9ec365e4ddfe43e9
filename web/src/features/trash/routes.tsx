import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const trashRoutes: RouteObject[] = [
  {
    ...routeNeeding('readUsers'),
    path: '/manage_user_dashboard/trash',
    lazy: async () => ({ Component: (await import('./TrashPage.tsx')).TrashPage }),
  },
];
