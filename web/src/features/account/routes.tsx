import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const accountRoutes: RouteObject[] = [
  {
    ...routeNeeding('manageOwnAccount'),
    path: '/account',
    lazy: async () => ({ Component: (await import('./AccountPage.tsx')).AccountPage }),
  },
];
