import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const profilingRoutes: RouteObject[] = [
  {
    ...routeNeeding('editContent'),
    path: '/manage_profques',
    lazy: async () => ({ Component: (await import('./ManageProfilingPage.tsx')).ManageProfilingPage }),
  },
  {
    ...routeNeeding('editContent'),
    path: '/view_profiling/:section',
    lazy: async () => ({ Component: (await import('./ViewProfilingPage.tsx')).ViewProfilingPage }),
  },
];
