import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const subCategoriesRoutes: RouteObject[] = [
  {
    ...routeNeeding('editContent'),
    path: routePaths.subCategories,
    lazy: async () => ({ Component: (await import('./SubCategoriesPage.tsx')).SubCategoriesPage }),
  },
];
