import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

// Manage View About links these screens with a trailing slash (docs/product.md, Screens and routes); both
// spellings lead to the same screen.
function withAndWithoutSlash(path: string, lazy: NonNullable<RouteObject['lazy']>): RouteObject[] {
  return [
    { ...routeNeeding('editContent'), path, lazy },
    { ...routeNeeding('editContent'), path: `${path}/`, lazy },
  ];
}

export const siteContentRoutes: RouteObject[] = [
  ...withAndWithoutSlash('/manage_viewabout', async () => ({
    Component: (await import('./ManageViewAboutPage.tsx')).ManageViewAboutPage,
  })),
  ...withAndWithoutSlash('/view_about_us', async () => ({
    Component: (await import('./image-item-screens.tsx')).ProductAboutUsPage,
  })),
  ...withAndWithoutSlash('/view_about_feature', async () => ({
    Component: (await import('./KeyFeaturesPage.tsx')).KeyFeaturesPage,
  })),
  ...withAndWithoutSlash('/view_about_us_biz', async () => ({
    Component: (await import('./image-item-screens.tsx')).BusinessAboutUsPage,
  })),
  ...withAndWithoutSlash('/view_partnership', async () => ({
    Component: (await import('./image-item-screens.tsx')).PartnershipPage,
  })),
  ...withAndWithoutSlash('/view_contact_us', async () => ({
    Component: (await import('./ContactUsPage.tsx')).ContactUsPage,
  })),
];
