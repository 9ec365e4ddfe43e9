import { z } from 'zod';
import { shownFieldValueSchema } from '../edit-conflicts.ts';
import { imageFileNameSchema } from '../image-file-name.ts';
import { base64DecodedLength, imageContentTypes, maxImageBytes, maxImageSizeText } from '../image-format.ts';
import {
  altTextSchema,
  type SiteImageTargetName,
  type SiteItemTargetName,
  type SiteMainTargetName,
  siteContentTargets,
  siteItemTargetNames,
} from '../site-content-targets.ts';
import { recordIdSchema } from '../validation.ts';

// Only the fields the target allows, at least one of them.
function changesOf<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return fields
    .partial()
    .strict()
    .refine(
      (changes) => Object.values(changes).some((value) => value !== undefined),
      'must name at least one field to change',
    );
}

// The values the edit started from, of the target's fields only (edit-conflicts.ts).
// A strict object rather than a record keyed by the field names, which would drop an own __proto__ key unseen.
function startedFromOf<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  const shown = Object.fromEntries(
    Object.keys(fields.shape).map((name) => [name, shownFieldValueSchema.optional()]),
  ) as { [Name in keyof Shape]: z.ZodOptional<typeof shownFieldValueSchema> };
  return z
    .object(shown)
    .strict()
    .refine((shown) => Object.keys(shown).length > 0, 'must name at least one field')
    .optional();
}

// Each variant is built from its own row of the table (the name and the row key read the same), so that every
// target's fields keep their exact types for the client.
function mainUpdate<Name extends SiteMainTargetName, Shape extends z.ZodRawShape>(
  target: Name,
  row: { kind: 'main'; fields: z.ZodObject<Shape> },
) {
  return z
    .object({
      target: z.literal(target),
      fields: changesOf(row.fields),
      startedFrom: startedFromOf(row.fields),
    })
    .strict();
}

function itemUpdate<Name extends SiteItemTargetName, Shape extends z.ZodRawShape>(
  target: Name,
  row: { kind: 'item'; fields: z.ZodObject<Shape> },
) {
  return z
    .object({
      target: z.literal(target),
      id: recordIdSchema,
      fields: changesOf(row.fields),
      startedFrom: startedFromOf(row.fields),
    })
    .strict();
}

const targets = siteContentTargets;

export const updateSiteContentInputSchema = z.discriminatedUnion('target', [
  mainUpdate('productKeyFeatureMain', targets.productKeyFeatureMain),
  itemUpdate('productFeature', targets.productFeature),
  mainUpdate('productAboutUsMain', targets.productAboutUsMain),
  itemUpdate('productAboutUsMember', targets.productAboutUsMember),
  mainUpdate('businessAboutUsMain', targets.businessAboutUsMain),
  itemUpdate('businessAboutUsMember', targets.businessAboutUsMember),
  mainUpdate('businessBenefitsMain', targets.businessBenefitsMain),
  itemUpdate('businessBenefit', targets.businessBenefit),
  itemUpdate('businessContactRow', targets.businessContactRow),
]);
// The values as stored, after trimming.
export const updateSiteContentOutputSchema = z.object({
  path: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

// A new item's key, made by the console with the database SDK's push(), which writes nothing: the key orders the
// items by when they were added, and a call sent again with the same key adds the item once.
export const newItemKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20}$/, 'must be a new item key: 20 characters of A-Z, a-z, 0-9, _ or -');

export const addSiteItemInputSchema = z
  .object({ target: z.enum(siteItemTargetNames), id: newItemKeySchema })
  .strict();
export const addSiteItemOutputSchema = z.object({ id: z.string() });

export const deleteSiteItemInputSchema = z
  .object({ target: z.enum(siteItemTargetNames), id: recordIdSchema })
  .strict();
export const deleteSiteItemOutputSchema = z.object({ id: z.string() });

// The decoded size is checked before the base64 pattern, so an oversized upload is refused without scanning it.
const imageDataSchema = z
  .string()
  .refine((data) => base64DecodedLength(data) <= maxImageBytes, {
    message: `the image must be at most ${maxImageSizeText}`,
    abort: true,
  })
  .base64('must be base64-encoded');

// Given, the image goes into that release's change of the row instead of the live row (docs/product.md, Releases).
const intoReleaseShape = { releaseId: recordIdSchema.optional() };

const imageUploadShape = {
  ...intoReleaseShape,
  fileName: imageFileNameSchema,
  contentType: z.enum(imageContentTypes),
  data: imageDataSchema,
  // Stored beside the image in the node; absent leaves the image undescribed.
  alt: altTextSchema.optional(),
};

function mainImageInput<Name extends SiteMainTargetName & SiteImageTargetName, Shape extends z.ZodRawShape>(
  target: Name,
  shape: Shape,
) {
  return z.object({ target: z.literal(target), ...shape }).strict();
}

function itemImageInput<Name extends SiteItemTargetName & SiteImageTargetName, Shape extends z.ZodRawShape>(
  target: Name,
  shape: Shape,
) {
  return z.object({ target: z.literal(target), id: recordIdSchema, ...shape }).strict();
}

// One variant per image slot of the websites, each with the fields of `shape`.
function imageSlotInput<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.discriminatedUnion('target', [
    itemImageInput('productFeature', shape),
    mainImageInput('productAboutUsMain', shape),
    itemImageInput('productAboutUsMember', shape),
    mainImageInput('businessAboutUsMain', shape),
    itemImageInput('businessAboutUsMember', shape),
    itemImageInput('businessBenefit', shape),
  ]);
}

export const uploadSiteImageInputSchema = imageSlotInput(imageUploadShape);
// `url` is the download URL now in the node; `objectPath` is where the image is stored.
export const uploadSiteImageOutputSchema = z.object({ url: z.string(), objectPath: z.string() });

// Puts an image of the media library in a row's image slot, with the alt text given or else the library's.
export const chooseLibraryImageInputSchema = imageSlotInput({
  ...intoReleaseShape,
  imageKey: recordIdSchema,
  alt: altTextSchema.optional(),
});
export const chooseLibraryImageOutputSchema = z.object({ url: z.string() });

// Writes a kept version back over its node (or brings a deleted item back under its id); the restore is a change
// like any other, so the node's version before it is kept too.
export const restoreContentVersionInputSchema = z.object({ versionId: recordIdSchema }).strict();
// `path` is the restored node's.
export const restoreContentVersionOutputSchema = z.object({ path: z.string() });
