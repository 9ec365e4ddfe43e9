import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const teamRoutes: RouteObject[] = [
  {
    ...routeNeeding('manageTeam'),
    path: '/team',
    lazy: async () => ({ Component: (await import('./TeamPage.tsx')).TeamPage }),
  },
];
