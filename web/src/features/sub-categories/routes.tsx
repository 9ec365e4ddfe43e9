import type { RouteObject } from 'react-router-dom';

export const subCategoriesRoutes: RouteObject[] = [
  {
    path: '/manage_sub_category',
    lazy: async () => ({ Component: (await import('./SubCategoriesPage.tsx')).SubCategoriesPage }),
  },
];
