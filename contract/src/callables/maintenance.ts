import { z } from 'zod';

export const maintenanceCallableNames = {
  runCleanup: 'runCleanup',
} as const;

// An image nobody links to may be one whose content node is still being written; a day is long enough to tell.
export const abandonedImageMinimumAgeMs = 24 * 60 * 60 * 1000;

export const runCleanupInputSchema = z.object({ dryRun: z.boolean() }).strict();

const cleanupImageSchema = z.object({
  path: z.string(),
  // The object's creation time (Storage metadata timeCreated), in ms since the epoch.
  createdAt: z.number(),
});

// The same shape for a dry run (what would be deleted) and a real run (what was deleted).
export const runCleanupOutputSchema = z.object({
  images: z.array(cleanupImageSchema),
  auditEntries: z.number().int().nonnegative(),
  dryRun: z.boolean(),
});

export type RunCleanupInput = z.input<typeof runCleanupInputSchema>;
export type CleanupImage = z.infer<typeof cleanupImageSchema>;
export type RunCleanupOutput = z.infer<typeof runCleanupOutputSchema>;
