import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const activityRoutes: RouteObject[] = [
  {
    ...routeNeeding('readActivity'),
    path: routePaths.activity,
    lazy: async () => ({ Component: (await import('./ActivityPage.tsx')).ActivityPage }),
  },
  {
    ...routeNeeding('readActivity'),
    path: routePaths.activityEntry,
    lazy: async () => ({ Component: (await import('./ActivityEntryPage.tsx')).ActivityEntryPage }),
  },
];
