import type { RouteObject } from 'react-router-dom';

export const activityRoutes: RouteObject[] = [
  {
    path: '/activity',
    lazy: async () => ({ Component: (await import('./ActivityPage.tsx')).ActivityPage }),
  },
];
