import {
  type ImageUse,
  imageUsePlaceText,
  imageUsesOf,
  type MediaImage,
  type SiteImageTargetName,
} from '@management-center/contract';
import { routePaths } from '../../lib/navigation/paths.ts';
import { formatCount } from '../../lib/wording/counted-text.ts';

// What a card of the library says about its image (docs/product.md, Media Library).

/** "410 KB" (a kilobyte being 1,000 bytes, as the cleanup counts them); never "0 KB" for an image that exists. */
export function imageSizeText(bytes: number): string {
  return `${formatCount(Math.max(1, Math.round(bytes / 1000)))} KB`;
}

/** "2000 × 1333 px", when the server could read the image's header. */
export function imageDimensionsText({
  width,
  height,
}: Pick<MediaImage, 'width' | 'height'>): string | undefined {
  return width === undefined || height === undefined ? undefined : `${width} × ${height} px`;
}

// The day only, in the administrator's own time zone: "3 Dec 2026".
const uploadDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Uploaded 3 Dec 2026 by dana@example.com"; without "by" for a file stored before the library or elsewhere. */
export function uploadedText({
  uploadedAt,
  uploadedBy,
}: Pick<MediaImage, 'uploadedAt' | 'uploadedBy'>): string {
  const who = uploadedBy?.email ?? uploadedBy?.uid;
  return `Uploaded ${uploadDay.format(uploadedAt)}${who ? ` by ${who}` : ''}`;
}

/** Where the image is used, in the order of the places' names: the same order on every card and dialog. */
export function sortedUses(image: Pick<MediaImage, 'uses'>): ImageUse[] {
  return imageUsesOf(image).sort((first, second) =>
    imageUsePlaceText(first).localeCompare(imageUsePlaceText(second)),
  );
}

/** "Used in 2 places:" before the list of them, or "Not used anywhere". */
export function usesHeading(count: number): string {
  if (count === 0) return 'Not used anywhere';
  return `Used in ${count === 1 ? '1 place' : `${formatCount(count)} places`}:`;
}

// The content screen that shows each kind of row: its link takes the administrator to the row to change.
const screenOfTarget: Record<SiteImageTargetName, string> = {
  productFeature: routePaths.keyFeatures,
  productAboutUsMain: routePaths.productAboutUs,
  productAboutUsMember: routePaths.productAboutUs,
  businessAboutUsMain: routePaths.businessAboutUs,
  businessAboutUsMember: routePaths.businessAboutUs,
  businessBenefit: routePaths.partnership,
};

export function imageUseScreen(use: ImageUse): string {
  return screenOfTarget[use.target];
}
