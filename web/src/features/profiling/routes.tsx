import type { RouteObject } from 'react-router-dom';

export const profilingRoutes: RouteObject[] = [
  {
    path: '/manage_profques',
    lazy: async () => ({ Component: (await import('./ManageProfilingPage.tsx')).ManageProfilingPage }),
  },
  {
    path: '/view_profiling/:section',
    lazy: async () => ({ Component: (await import('./ViewProfilingPage.tsx')).ViewProfilingPage }),
  },
];
