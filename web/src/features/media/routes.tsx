import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

// The roles that edit the websites' content manage their images (the library's read rule and callables say the
// same).
export const mediaRoutes: RouteObject[] = [
  {
    ...routeNeeding('editContent'),
    path: routePaths.media,
    lazy: async () => ({ Component: (await import('./MediaLibraryPage.tsx')).MediaLibraryPage }),
  },
];
