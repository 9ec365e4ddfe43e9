import { z } from 'zod';
import { contentAuthorSchema, contentNodeKey } from '../content-versions.ts';
import { type StorageFolder, storageFolders } from '../paths.ts';
import { databaseKeyOf } from '../read-models/database-key.ts';
import { readModelRoot } from '../read-models/paths.ts';
import { timestampOrder } from '../read-models/timestamp-order.ts';
import {
  type SiteImageTargetName,
  siteContentTargets,
  siteImageTargetNames,
} from '../site-content-targets.ts';

// The media library: one entry per image of the two websites in the six content folders, kept by the server (the
// upload and the library's callables write an entry's file facts; a trigger on each image-holding content node
// keeps its `uses`), so that the screen reads a page of entries and never lists Storage or scans the content.
export const mediaLibraryPath = `${readModelRoot}/mediaLibrary`;
// The entry holding each content hash: an upload of bytes already stored points at the stored file. Server only.
export const mediaHashesPath = `${readModelRoot}/mediaHashes`;

export const mediaWebsites = ['product', 'business'] as const;
export type MediaWebsite = (typeof mediaWebsites)[number];

export const mediaWebsiteLabels: Record<MediaWebsite, string> = {
  product: 'Product website',
  business: 'Business website',
};

export const mediaWebsiteOfFolder: Record<StorageFolder, MediaWebsite> = {
  ProductAboutUsHeaderImage: 'product',
  ProductFeatureIcons: 'product',
  AboutMembers: 'product',
  BusinessAboutUsHeader: 'business',
  BusinessAboutMembers: 'business',
  BusinessBenefitsIconImage: 'business',
};

export const storageFolderLabels: Record<StorageFolder, string> = {
  ProductAboutUsHeaderImage: 'Product About Us header',
  ProductFeatureIcons: 'Product feature icons',
  AboutMembers: 'Product team members',
  BusinessAboutUsHeader: 'Business About Us header',
  BusinessAboutMembers: 'Business team members',
  BusinessBenefitsIconImage: 'Business partnership benefits',
};

// One content row showing the image: `place` is the row as the administrator finds it, from the website down.
export const imageUseSchema = z.object({
  target: z.enum(siteImageTargetNames),
  itemId: z.string().optional(),
  place: z.array(z.string()),
});
export type ImageUse = z.infer<typeof imageUseSchema>;

export const mediaImageSchema = z.object({
  objectPath: z.string(),
  folder: z.enum(storageFolders),
  // The name the file had when it was uploaded (without the stored name's timestamp).
  fileName: z.string(),
  url: z.string(),
  bytes: z.number(),
  // Unknown for a file whose header the server could not read.
  width: z.number().optional(),
  height: z.number().optional(),
  contentType: z.string(),
  uploadedAt: z.number(),
  // Absent for files stored before the library or outside the console.
  uploadedBy: contentAuthorSchema.optional(),
  // Empty: decorative. Absent: nobody has described the image yet.
  alt: z.string().optional(),
  sha256: z.string().optional(),
  // By content node key (`{target}` or `{target}:{itemId}`).
  uses: z.record(z.string(), imageUseSchema).optional(),
  order: z.record(z.string(), z.string()),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;
export type MediaImageFacts = Omit<MediaImage, 'order' | 'uses'>;

/** An image's key in the library: its object path, readable, as a database key. */
export function mediaImageKey(objectPath: string): string {
  return databaseKeyOf(objectPath);
}

export function mediaImagePath(imageKey: string): string {
  return `${mediaLibraryPath}/${imageKey}`;
}

export function imageUsesOf(image: Pick<MediaImage, 'uses'>): ImageUse[] {
  return Object.values(image.uses ?? {});
}

// What the library lists: everything, the images no content row shows, or those nobody has described.
export const mediaShows = ['all', 'unused', 'noAlt'] as const;
export type MediaShow = (typeof mediaShows)[number];

export interface MediaFilter {
  website: MediaWebsite | 'all';
  folder: StorageFolder | 'all';
  show: MediaShow;
}

export const allMedia: MediaFilter = { website: 'all', folder: 'all', show: 'all' };

// The database orders by one child at a time, so each entry carries one ordering key per filter it can be listed
// under: the narrowest place set (all, a website, a folder) and what is shown, nine in all. Values sort by upload
// time after the place, so a page is a range read newest first.
type MediaScope = 'all' | 'website' | 'folder';

function scopeOf(filter: MediaFilter): { scope: MediaScope; value: string } {
  if (filter.folder !== 'all') return { scope: 'folder', value: filter.folder };
  if (filter.website !== 'all') return { scope: 'website', value: filter.website };
  return { scope: 'all', value: 'all' };
}

/** The child of `order` a filter's entries are ordered by. */
export function mediaOrderField(filter: MediaFilter): string {
  return `${scopeOf(filter).scope}-${filter.show}`;
}

/** Every ordering field, for the rules' indexes. */
export const mediaOrderFields = (['all', 'website', 'folder'] as const).flatMap((scope) =>
  mediaShows.map((show) => `${scope}-${show}`),
);

/** The range of a filter's ordering keys, for `startAt` / `endAt`. */
export function mediaOrderRange(filter: MediaFilter): { start: string; end: string } {
  const prefix = `${scopeOf(filter).value}|`;
  return { start: prefix, end: `${prefix}\uf8ff` };
}

/** The ordering keys of an entry with these facts and uses. */
export function mediaOrderOf(image: Omit<MediaImage, 'order'>): Record<string, string> {
  const website = mediaWebsiteOfFolder[image.folder];
  const filters: MediaFilter[] = [];
  for (const show of mediaShows) {
    if (show === 'unused' && imageUsesOf(image).length > 0) continue;
    if (show === 'noAlt' && image.alt !== undefined) continue;
    filters.push(
      { website: 'all', folder: 'all', show },
      { website, folder: 'all', show },
      { website, folder: image.folder, show },
    );
  }
  const time = timestampOrder(image.uploadedAt);
  return Object.fromEntries(
    filters.map((filter) => [mediaOrderField(filter), `${mediaOrderRange(filter).start}${time}`]),
  );
}

/** The entry as stored: its facts, its uses and the ordering keys they give. */
export function mediaImageOf(facts: MediaImageFacts, uses: Record<string, ImageUse>): MediaImage {
  const withUses = Object.keys(uses).length === 0 ? facts : { ...facts, uses };
  return { ...withUses, order: mediaOrderOf(withUses) };
}

const websiteOfTarget: Record<SiteImageTargetName, MediaWebsite> = {
  productFeature: 'product',
  productAboutUsMain: 'product',
  productAboutUsMember: 'product',
  businessAboutUsMain: 'business',
  businessAboutUsMember: 'business',
  businessBenefit: 'business',
};

const sectionOfTarget: Record<SiteImageTargetName, string[]> = {
  productFeature: ['Key Features', 'Features'],
  productAboutUsMain: ['About Us', 'Header image'],
  productAboutUsMember: ['About Us', 'Members'],
  businessAboutUsMain: ['About Us', 'Header image'],
  businessAboutUsMember: ['About Us', 'Members'],
  businessBenefit: ['Benefits of Partnership'],
};

// How a row is known on its screen: a feature by its first option, a member or benefit by the first part of its
// description ("Name / Role / Description", "Header / Description").
export function contentRowName(node: Record<string, unknown>): string | undefined {
  const options = node.options;
  if (Array.isArray(options) && typeof options[0] === 'string') return options[0].trim() || undefined;
  const description = node.description;
  if (typeof description === 'string') return description.split(' / ')[0]?.trim() || undefined;
  return undefined;
}

/** Where a content node that shows an image is, from the website down to the row. */
export function imageUseOf(
  target: SiteImageTargetName,
  itemId: string | undefined,
  node: Record<string, unknown>,
): ImageUse {
  const name = siteContentTargets[target].kind === 'item' ? (contentRowName(node) ?? 'Untitled') : undefined;
  const place = [mediaWebsiteLabels[websiteOfTarget[target]], ...sectionOfTarget[target]];
  return {
    target,
    ...(itemId === undefined ? {} : { itemId }),
    place: name === undefined ? place : [...place, name],
  };
}

/** The key a node's use is kept under in an entry's `uses`. */
export function imageUseKey(target: SiteImageTargetName, itemId?: string): string {
  return contentNodeKey(target, itemId);
}

export const mediaMessages = {
  inUse: (places: readonly string[]) =>
    `This image is used in ${places.length === 1 ? '1 place' : `${places.length} places`}: ${places.join('; ')}. Replace it everywhere or change those rows before deleting it.`,
  imagesDeleted: (count: number) =>
    count === 1
      ? 'Image deleted from the library and from Storage.'
      : `${count} images deleted from the library and from Storage.`,
  nothingToDelete: 'No unused images to delete.',
  notInLibrary: 'That image is no longer in the media library.',
  replacedEverywhere: (count: number) => `Image replaced in ${count === 1 ? '1 place' : `${count} places`}.`,
  replacedBack: (count: number) =>
    `The image is back in ${count === 1 ? 'the place' : `the ${count} places`} it was replaced in.`,
  sameImage: 'Choose another image to replace it with.',
  notUsed: 'This image is not used anywhere: there is nothing to replace.',
  altSaved: (count: number) =>
    count === 0
      ? 'Alt text saved.'
      : `Alt text saved, and changed in ${count === 1 ? '1 place' : `${count} places`} that show the image.`,
  imageChosen: 'Image chosen from the media library.',
  altPrompt: 'Describe the image for someone who cannot see it',
} as const;

/** "Product website › About Us › Members › Dana": a use as the library names it. */
export function imageUsePlaceText(use: ImageUse): string {
  return use.place.join(' › ');
}
