import { callableNames, siteContentPath } from '@management-center/contract';
import { teamCallable } from '../platform/team-callable.ts';
import { attributed } from './content-attribution.ts';
import { changeContentNode } from './content-nodes.ts';

// The item's image stays in Storage: the version the deletion keeps shows it, and restoring that version brings
// the item back whole. The image stays in the Media Library, listed as unused.
export const deleteSiteItem = teamCallable(callableNames.deleteSiteItem, async ({ target, id }, actor) => {
  await attributed(actor, { target, id }, { removed: true }, () => changeContentNode(target, id, () => null));
  return { output: { id }, targets: [siteContentPath(target, id)] };
});
