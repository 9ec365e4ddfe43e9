import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const subCategoriesRoutes: RouteObject[] = [
  {
    ...routeNeeding('editContent'),
    path: '/manage_sub_category',
    lazy: async () => ({ Component: (await import('./SubCategoriesPage.tsx')).SubCategoriesPage }),
  },
];
