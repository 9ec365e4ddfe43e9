import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

// Manage View About links these screens with a trailing slash (docs/product.md, Screens and routes); both
// spellings lead to the same screen.
function withAndWithoutSlash(path: string, lazy: NonNullable<RouteObject['lazy']>): RouteObject[] {
  return [
    { ...routeNeeding('editContent'), path, lazy },
    { ...routeNeeding('editContent'), path: `${path}/`, lazy },
  ];
}

export const siteContentRoutes: RouteObject[] = [
  ...withAndWithoutSlash(routePaths.viewAbout, async () => ({
    Component: (await import('./ManageViewAboutPage.tsx')).ManageViewAboutPage,
  })),
  ...withAndWithoutSlash(routePaths.productAboutUs, async () => ({
    Component: (await import('./image-item-screens.tsx')).ProductAboutUsPage,
  })),
  ...withAndWithoutSlash(routePaths.keyFeatures, async () => ({
    Component: (await import('./KeyFeaturesPage.tsx')).KeyFeaturesPage,
  })),
  ...withAndWithoutSlash(routePaths.businessAboutUs, async () => ({
    Component: (await import('./image-item-screens.tsx')).BusinessAboutUsPage,
  })),
  ...withAndWithoutSlash(routePaths.partnership, async () => ({
    Component: (await import('./image-item-screens.tsx')).PartnershipPage,
  })),
  ...withAndWithoutSlash(routePaths.contactUs, async () => ({
    Component: (await import('./ContactUsPage.tsx')).ContactUsPage,
  })),
];
