import { type SiteImageTargetName, siteContentTargets } from '@management-center/contract';
import { onValueWritten } from 'firebase-functions/database';
import { followImageUses } from './follow-image-uses.ts';

// One trigger per image slot of the two websites: every write to a node, through the console or not, keeps the
// media library's record of which rows show which image.
function followsImageUses(target: SiteImageTargetName) {
  return onValueWritten({ ref: siteContentTargets[target].path, retry: true }, async (event) => {
    const params: Partial<Record<string, string>> = event.params;
    await followImageUses(target, params.id, event.data.before.val(), event.data.after.val());
  });
}

export const productFeatureImageUses = followsImageUses('productFeature');
export const productAboutUsMainImageUses = followsImageUses('productAboutUsMain');
export const productAboutUsMemberImageUses = followsImageUses('productAboutUsMember');
export const businessAboutUsMainImageUses = followsImageUses('businessAboutUsMain');
export const businessAboutUsMemberImageUses = followsImageUses('businessAboutUsMember');
export const businessBenefitImageUses = followsImageUses('businessBenefit');
