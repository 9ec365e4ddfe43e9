import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const trashRoutes: RouteObject[] = [
  {
    ...routeNeeding('readUsers'),
    path: routePaths.trash,
    lazy: async () => ({ Component: (await import('./TrashPage.tsx')).TrashPage }),
  },
];
