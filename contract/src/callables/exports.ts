import { z } from 'zod';
import { exportFormats } from '../exports/export-file.ts';
import { activityViews } from '../exports/export-lists.ts';
import { feedbackMatchingSchema, userMatchingSchema } from './matching.ts';

// An export names the filters its screen shows, never rows: the server writes every row they select, a page at a
// time, to a file in Storage, and answers where it is.
const formatSchema = z.enum(exportFormats);

export const exportUsersInputSchema = z
  .object({ matching: userMatchingSchema, format: formatSchema })
  .strict();
export const exportFeedbackInputSchema = z
  .object({ matching: feedbackMatchingSchema, format: formatSchema })
  .strict();
export const exportTrashInputSchema = z.object({ format: formatSchema }).strict();
export const exportActivityInputSchema = z
  .object({ view: z.enum(activityViews), format: formatSchema })
  .strict();

// `file`: the Storage path the console downloads, readable by the caller alone until `expiresAt`; `fileName`: the
// name to save it under.
export const exportOutputSchema = z.object({
  file: z.string(),
  fileName: z.string(),
  rows: z.number(),
  expiresAt: z.number(),
});
