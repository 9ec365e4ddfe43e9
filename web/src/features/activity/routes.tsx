import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const activityRoutes: RouteObject[] = [
  {
    ...routeNeeding('readActivity'),
    path: '/activity',
    lazy: async () => ({ Component: (await import('./ActivityPage.tsx')).ActivityPage }),
  },
  {
    ...routeNeeding('readActivity'),
    path: '/activity/:entryId',
    lazy: async () => ({ Component: (await import('./ActivityEntryPage.tsx')).ActivityEntryPage }),
  },
];
