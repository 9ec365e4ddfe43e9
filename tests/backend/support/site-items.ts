import { type SiteItemTargetName, siteItemListPath } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';

// The input of addSiteItem as the console sends it: the new item's key made by push(), which writes nothing.
export function newSiteItemInput(
  app: App,
  target: SiteItemTargetName,
): { target: SiteItemTargetName; id: string } {
  const { key } = getDatabase(app).ref(siteItemListPath(target)).push();
  if (key === null) throw new Error('A pushed reference has a key');
  return { target, id: key };
}
