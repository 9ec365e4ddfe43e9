import { z } from 'zod';
import { altTextSchema } from '../site-content-targets.ts';
import { recordIdListSchema, recordIdSchema } from '../validation.ts';
import { eitherShape } from './matching.ts';

// An image's key in the media library (its object path as a database key).
const imageKeySchema = recordIdSchema;

// Deletes unused images from the library and from Storage: the ones named, or every image no content row shows. An
// image a row shows is never deleted: naming one refuses the whole call, saying where it is used.
export const deleteMediaImagesInputSchema = eitherShape(
  ['imageKeys', z.object({ imageKeys: recordIdListSchema }).strict()],
  ['allUnused', z.object({ allUnused: z.literal(true) }).strict()],
);
export const deleteMediaImagesOutputSchema = z.object({
  deleted: z.array(z.string()),
  // Bytes freed in Storage.
  bytes: z.number().int().nonnegative(),
});

// Points every content row that shows `imageKey` at `replacementKey` instead, in one write; with `only`, just the
// rows of those use keys (`{target}` or `{target}:{itemId}`): the Undo of a replacement names the rows it changed.
export const replaceImageEverywhereInputSchema = z
  .object({ imageKey: imageKeySchema, replacementKey: imageKeySchema, only: recordIdListSchema.optional() })
  .strict();
export const replaceImageEverywhereOutputSchema = z.object({ places: z.number().int().nonnegative() });

// Sets the image's alt text in the library and beside it in every row that shows it, in one write.
export const updateMediaImageAltInputSchema = z
  .object({ imageKey: imageKeySchema, alt: altTextSchema })
  .strict();
export const updateMediaImageAltOutputSchema = z.object({ places: z.number().int().nonnegative() });
