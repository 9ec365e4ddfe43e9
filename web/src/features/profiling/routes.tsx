import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const profilingRoutes: RouteObject[] = [
  {
    ...routeNeeding('editContent'),
    path: routePaths.profiling,
    lazy: async () => ({ Component: (await import('./ManageProfilingPage.tsx')).ManageProfilingPage }),
  },
  {
    ...routeNeeding('editContent'),
    path: routePaths.profilingSection,
    lazy: async () => ({ Component: (await import('./ViewProfilingPage.tsx')).ViewProfilingPage }),
  },
];
