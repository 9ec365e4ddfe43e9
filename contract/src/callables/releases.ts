import { z } from 'zod';
import { maxReleaseNameLength } from '../releases/releases.ts';
import { siteContentTargetNames, siteItemTargetNames } from '../site-content-targets.ts';
import { boundedTextSchema, recordIdSchema } from '../validation.ts';
import { newItemKeySchema, updateSiteContentInputSchema } from './site-content.ts';

// A new release's key, made by the console with push() like a new website item's: a call sent again with the same
// key creates the release once.
export const createReleaseInputSchema = z
  .object({
    releaseId: newItemKeySchema,
    name: boundedTextSchema(maxReleaseNameLength).min(1, 'must not be empty'),
  })
  .strict();
export const createReleaseOutputSchema = z.object({ releaseId: z.string() });

// The same edit a row's Done sends live, checked by the same schemas, saved into the release instead.
export const saveReleaseChangeInputSchema = z
  .object({ releaseId: recordIdSchema, edit: updateSiteContentInputSchema })
  .strict();
export const releaseChangeOutputSchema = z.object({ releaseId: z.string(), change: z.string() });

export const addReleaseItemInputSchema = z
  .object({ releaseId: recordIdSchema, target: z.enum(siteItemTargetNames), id: newItemKeySchema })
  .strict();

export const deleteReleaseItemInputSchema = z
  .object({ releaseId: recordIdSchema, target: z.enum(siteItemTargetNames), id: recordIdSchema })
  .strict();

// A row's change taken out of the release: a main row has no id, an item has one.
export const discardReleaseChangeInputSchema = z
  .object({
    releaseId: recordIdSchema,
    target: z.enum(siteContentTargetNames),
    id: recordIdSchema.optional(),
  })
  .strict();

// A change whose row was changed live since it was prepared, reviewed and kept: it now starts from the live row.
export const keepReleaseChangeInputSchema = discardReleaseChangeInputSchema;

export const publishReleaseInputSchema = z.object({ releaseId: recordIdSchema }).strict();
export const publishReleaseOutputSchema = z.object({
  releaseId: z.string(),
  name: z.string(),
  rows: z.number().int().nonnegative(),
});

// publishAt: UTC ms, or null to unschedule (the release is a draft again).
export const scheduleReleaseInputSchema = z
  .object({
    releaseId: recordIdSchema,
    publishAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
  })
  .strict();
export const scheduleReleaseOutputSchema = z.object({
  releaseId: z.string(),
  publishAt: z.number().nullable(),
});

export const undoReleaseInputSchema = z.object({ releaseId: recordIdSchema }).strict();
export const undoReleaseOutputSchema = z.object({
  releaseId: z.string(),
  name: z.string(),
  rows: z.number().int().nonnegative(),
});
