import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const accountRoutes: RouteObject[] = [
  {
    ...routeNeeding('manageOwnAccount'),
    path: routePaths.account,
    lazy: async () => ({ Component: (await import('./AccountPage.tsx')).AccountPage }),
  },
];
