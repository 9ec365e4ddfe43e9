import { z } from 'zod';
import { maxSavedViewNameLength, maxSavedViewParamsLength, savedViewLists } from '../saved-views.ts';
import { boundedTextSchema, recordIdSchema } from '../validation.ts';

const savedViewListSchema = z.enum(savedViewLists);

export const saveViewInputSchema = z
  .object({
    list: savedViewListSchema,
    name: boundedTextSchema(maxSavedViewNameLength).min(1, 'must not be empty'),
    // The address's query string as the list wrote it; each list reads what it knows of it and ignores the rest.
    params: z
      .string()
      .refine(
        (params) => params.length <= maxSavedViewParamsLength,
        `must be at most ${maxSavedViewParamsLength} characters`,
      ),
  })
  .strict();

// replaced: a view of the same name (in any case) was there and now holds these filters.
export const saveViewOutputSchema = z.object({ viewKey: z.string(), replaced: z.boolean() });

export const deleteSavedViewInputSchema = z
  .object({ list: savedViewListSchema, viewKey: recordIdSchema })
  .strict();

export const deleteSavedViewOutputSchema = z.object({ deleted: z.boolean() });
