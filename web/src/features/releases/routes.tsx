import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

// The roles that edit the websites' content prepare and publish releases (the releases' read rule and callables
// say the same).
export const releaseRoutes: RouteObject[] = [
  {
    ...routeNeeding('editContent'),
    path: routePaths.releases,
    lazy: async () => ({ Component: (await import('./ReleasesPage.tsx')).ReleasesPage }),
  },
  {
    ...routeNeeding('editContent'),
    path: routePaths.release,
    lazy: async () => ({ Component: (await import('./ReleasePage.tsx')).ReleasePage }),
  },
];
