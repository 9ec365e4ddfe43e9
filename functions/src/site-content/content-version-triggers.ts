import { type SiteContentTargetName, siteContentTargets } from '@management-center/contract';
import { onValueWritten } from 'firebase-functions/database';
import { firebaseContentHistory } from './firebase-content-history.ts';
import { recordContentVersion } from './record-content-version.ts';

// One trigger per content node of the two websites (an item's path holds `{id}`), so that every write to one,
// through the console or not, keeps the version it replaced. A trigger sees the exact value before the write and
// is delivered at least once, even after a crash of the function that wrote: no change can lose its version.
function keepsVersions(target: SiteContentTargetName) {
  return onValueWritten({ ref: siteContentTargets[target].path, retry: true }, async (event) => {
    const params: Partial<Record<string, string>> = event.params;
    await recordContentVersion(await firebaseContentHistory(), {
      id: event.id,
      at: Date.parse(event.time),
      target,
      itemId: params.id,
      before: event.data.before.val(),
      after: event.data.after.val(),
    });
  });
}

export const productKeyFeatureMainVersions = keepsVersions('productKeyFeatureMain');
export const productFeatureVersions = keepsVersions('productFeature');
export const productAboutUsMainVersions = keepsVersions('productAboutUsMain');
export const productAboutUsMemberVersions = keepsVersions('productAboutUsMember');
export const businessAboutUsMainVersions = keepsVersions('businessAboutUsMain');
export const businessAboutUsMemberVersions = keepsVersions('businessAboutUsMember');
export const businessBenefitsMainVersions = keepsVersions('businessBenefitsMain');
export const businessBenefitVersions = keepsVersions('businessBenefit');
export const businessContactRowVersions = keepsVersions('businessContactRow');
