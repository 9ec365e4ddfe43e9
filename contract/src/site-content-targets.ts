import { z } from 'zod';
import { successMessages } from './messages.ts';
import { contentFolderOf, databasePaths, type StorageFolder } from './paths.ts';
import {
  contactRowSchema,
  describedMainSchema,
  featureSchema,
  headerImageMainSchema,
  imageItemSchema,
  titledMainSchema,
} from './site-content.ts';
import { boundedTextSchema, recordIdSchema } from './validation.ts';

export const maxTitleLength = 200;
export const maxDescriptionLength = 2000;
export const maxOptionLength = 200;
export const maxOptionsPerFeature = 20;
export const maxAltTextLength = 250;

// The websites show every text as it is, so a blank one would leave a visible hole.
function contentText(maxLength: number) {
  return boundedTextSchema(maxLength).min(1, 'must not be empty');
}

const title = contentText(maxTitleLength);
const description = contentText(maxDescriptionLength);
const options = z
  .array(contentText(maxOptionLength))
  .min(1, 'must list at least one option')
  .max(maxOptionsPerFeature, `must list at most ${maxOptionsPerFeature} options`);

// An image's alt text: an empty text marks the image decorative.
export const altTextSchema = boundedTextSchema(maxAltTextLength);

// The node field that holds an image's download URL, the one beside it that holds its alt text, and the Storage
// folder its objects live in.
interface SiteImageSlot {
  field: string;
  altField: string;
  folder: StorageFolder;
  uploadedMessage: string;
}

// The alt text's field is named after the image's (`imageAlt` beside `image`, `iconAlt` beside `icon`).
function imageSlot<Field extends string>(field: Field, folder: StorageFolder, uploadedMessage: string) {
  return { field, altField: `${field}Alt` as const, folder, uploadedMessage };
}

interface SiteContentNode {
  // Where the node lives; an item's path holds `{id}` where its push id goes.
  path: string;
  // The node as the websites read it.
  node: z.ZodObject;
  // What updateSiteContent may change. Image fields are never among them (their alt texts are): only uploads and the
  // media library write those, so every image reference names an object the functions stored.
  fields: z.ZodObject;
  updatedMessages: Readonly<Record<string, string>>;
  image?: SiteImageSlot;
}

interface SiteMainNode extends SiteContentNode {
  kind: 'main';
}

interface SiteItemNode extends SiteContentNode {
  kind: 'item';
  // A new item's fields besides its image; an item with an image slot also gets its own copy of the default image.
  newItem: Readonly<Record<string, string | readonly string[]>>;
  addedMessage?: string;
  deletedMessage?: string;
}

export type SiteContentTarget = SiteMainNode | SiteItemNode;

const product = databasePaths.productWebsite;
const business = databasePaths.businessUserWebsite;
// The format reminders of docs/product.md, Website content double as the placeholder text of a new item.
const memberPlaceholder = 'Name / Role / Description';
const benefitPlaceholder = 'Header / Description';

// Every editable node of the two websites (docs/product.md, Data). The about-us header images are the `image`
// slot of their about-us main nodes.
export const siteContentTargets = {
  productKeyFeatureMain: {
    kind: 'main',
    path: `${product}/KeyFeature/Main`,
    node: titledMainSchema,
    fields: z.object({ Title: title, Description: description }),
    updatedMessages: { Title: successMessages.titleUpdated, Description: successMessages.descriptionUpdated },
  },
  productFeature: {
    kind: 'item',
    path: `${product}/KeyFeature/Feature/{id}`,
    node: featureSchema,
    fields: z.object({ options, iconAlt: altTextSchema.optional() }),
    updatedMessages: { iconAlt: successMessages.altTextUpdated },
    image: imageSlot('icon', 'ProductFeatureIcons', successMessages.iconUploaded),
    newItem: { options: ['default option'] },
    addedMessage: successMessages.featureAdded,
    deletedMessage: successMessages.featureDeleted,
  },
  productAboutUsMain: {
    kind: 'main',
    path: `${product}/AboutUs/Main`,
    node: headerImageMainSchema,
    fields: z.object({ Description: description, imageAlt: altTextSchema.optional() }),
    updatedMessages: {
      Description: successMessages.headerDescriptionUpdated,
      imageAlt: successMessages.altTextUpdated,
    },
    image: imageSlot('image', 'ProductAboutUsHeaderImage', successMessages.imageUploaded),
  },
  productAboutUsMember: {
    kind: 'item',
    path: `${product}/AboutUs/Members/{id}`,
    node: imageItemSchema,
    fields: z.object({ description, imageAlt: altTextSchema.optional() }),
    updatedMessages: {
      description: successMessages.descriptionUpdated,
      imageAlt: successMessages.altTextUpdated,
    },
    image: imageSlot('image', 'AboutMembers', successMessages.imageUploaded),
    newItem: { description: memberPlaceholder },
    deletedMessage: successMessages.memberDeleted,
  },
  businessAboutUsMain: {
    kind: 'main',
    path: `${business}/AboutUs/Main`,
    node: headerImageMainSchema,
    fields: z.object({ Description: description, imageAlt: altTextSchema.optional() }),
    updatedMessages: {
      Description: successMessages.headerDescriptionUpdated,
      imageAlt: successMessages.altTextUpdated,
    },
    image: imageSlot('image', 'BusinessAboutUsHeader', successMessages.imageUploaded),
  },
  businessAboutUsMember: {
    kind: 'item',
    path: `${business}/AboutUs/Member/{id}`,
    node: imageItemSchema,
    fields: z.object({ description, imageAlt: altTextSchema.optional() }),
    updatedMessages: {
      description: successMessages.descriptionUpdated,
      imageAlt: successMessages.altTextUpdated,
    },
    image: imageSlot('image', 'BusinessAboutMembers', successMessages.imageUploaded),
    newItem: { description: memberPlaceholder },
    deletedMessage: successMessages.memberDeleted,
  },
  businessBenefitsMain: {
    kind: 'main',
    path: `${business}/BenefitOfPartnership/Main`,
    node: describedMainSchema,
    fields: z.object({ Description: description }),
    updatedMessages: { Description: successMessages.descriptionUpdated },
  },
  businessBenefit: {
    kind: 'item',
    path: `${business}/BenefitOfPartnership/Benefits/{id}`,
    node: imageItemSchema,
    fields: z.object({ description, imageAlt: altTextSchema.optional() }),
    updatedMessages: {
      description: successMessages.descriptionUpdated,
      imageAlt: successMessages.altTextUpdated,
    },
    image: imageSlot('image', 'BusinessBenefitsIconImage', successMessages.imageUploaded),
    newItem: { description: benefitPlaceholder },
    deletedMessage: successMessages.benefitsDeleted,
  },
  businessContactRow: {
    kind: 'item',
    path: `${business}/ContactUs/{id}`,
    node: contactRowSchema,
    fields: z.object({ Title: title, Description: description, CompanyInformation: description }),
    updatedMessages: {},
    newItem: {
      Title: 'New contact',
      Description: 'How to reach us',
      CompanyInformation: 'Company name and address',
    },
  },
} as const satisfies Record<string, SiteContentTarget>;

type SiteContentTargets = typeof siteContentTargets;
export type SiteContentTargetName = keyof SiteContentTargets;
export type SiteMainTargetName = {
  [Name in SiteContentTargetName]: SiteContentTargets[Name]['kind'] extends 'main' ? Name : never;
}[SiteContentTargetName];
export type SiteItemTargetName = Exclude<SiteContentTargetName, SiteMainTargetName>;
export type SiteImageTargetName = {
  [Name in SiteContentTargetName]: SiteContentTargets[Name] extends { image: SiteImageSlot } ? Name : never;
}[SiteContentTargetName];

// The same names as tuples, for z.enum; the unit tests hold them equal to what the table says.
export const siteContentTargetNames = [
  'productKeyFeatureMain',
  'productFeature',
  'productAboutUsMain',
  'productAboutUsMember',
  'businessAboutUsMain',
  'businessAboutUsMember',
  'businessBenefitsMain',
  'businessBenefit',
  'businessContactRow',
] as const satisfies readonly SiteContentTargetName[];
export const siteItemTargetNames = [
  'productFeature',
  'productAboutUsMember',
  'businessAboutUsMember',
  'businessBenefit',
  'businessContactRow',
] as const satisfies readonly SiteItemTargetName[];
export const siteImageTargetNames = [
  'productFeature',
  'productAboutUsMain',
  'productAboutUsMember',
  'businessAboutUsMain',
  'businessAboutUsMember',
  'businessBenefit',
] as const satisfies readonly SiteImageTargetName[];

// The database path of a target's node; an item needs its id, a main node takes none.
export function siteContentPath(name: SiteContentTargetName, id?: string): string {
  const { kind, path } = siteContentTargets[name];
  if (kind === 'main') {
    if (id !== undefined) throw new Error(`${name} is a single node and takes no id`);
    return path;
  }
  if (id === undefined) throw new Error(`${name} needs the id of an item`);
  if (!recordIdSchema.safeParse(id).success)
    throw new Error(`${name}: ${JSON.stringify(id)} is not a valid id`);
  return path.replace('{id}', id);
}

// Where new items of a target are pushed.
export function siteItemListPath(name: SiteItemTargetName): string {
  return siteContentTargets[name].path.replace('/{id}', '');
}

interface ContentImageLocation {
  folder: StorageFolder;
  objectPath: string;
}

// Firebase download URLs: {origin}/v0/b/{bucket}/o/{url-encoded object path}?alt=media&token=...
const downloadUrlPattern = /^https?:\/\/[^/]+\/v0\/b\/([^/?#]+)\/o\/([^/?#]+)(?:[?#]|$)/;

// The object a content image URL points at, when it is directly in one of the six content folders of the given
// bucket. Anything else (another bucket, another folder, a foreign URL) is not the functions' to delete.
export function contentImageLocation(url: string, bucketName: string): ContentImageLocation | undefined {
  const match = downloadUrlPattern.exec(url);
  if (!match || match[1] !== bucketName || match[2] === undefined) return undefined;
  let objectPath: string;
  try {
    objectPath = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  const folder = contentFolderOf(objectPath);
  return folder ? { folder, objectPath } : undefined;
}
