import { z } from 'zod';

export const runCleanupInputSchema = z.object({ dryRun: z.boolean() }).strict();

// An image a run before the media library deleted. Runs delete no image any more (the library's Delete is the only way
// a content image leaves Storage), but a report of such a run still parses.
const cleanupImageSchema = z.object({
  path: z.string(),
  // The object's creation time (Storage metadata timeCreated), in ms since the epoch.
  createdAt: z.number(),
});

// What the check of the console's read models found (a dry run) or fixed: users whose read models differed from
// their record, among a sample, and counter shards whose figures or published copies differed from their members.
export const readModelRepairReportSchema = z.object({
  users: z.number().int().nonnegative(),
  figures: z.number().int().nonnegative(),
  // Totals of the home page that differed from the sum of the figures' copies as they stood (in a real run, once the
  // copies were repaired). Absent from reports of runs before the charts.
  totals: z.number().int().nonnegative().optional(),
});

// Users in the trash past its retention, deleted for good (with their accounts) or about to be; accounts of users
// in the trash still to disable (a deletion cut short), disabled or about to be.
export const userTrashReportSchema = z.object({
  deletedForever: z.number().int().nonnegative(),
  accountsDisabled: z.number().int().nonnegative(),
});

// The media library's images that no content row uses, as its read model counts them: the cleanup reports them and
// leaves them where they are, for the administrator to delete from the library.
export const unusedImagesReportSchema = z.object({
  count: z.number().int().nonnegative(),
  // The sum of their files' sizes.
  bytes: z.number().nonnegative(),
});

// The same shape for a dry run (what would be deleted) and a real run (what was deleted).
export const runCleanupOutputSchema = z.object({
  // The images runs before the media library deleted; absent from the reports of later runs, which delete none.
  images: z.array(cleanupImageSchema).optional(),
  // Absent from reports of runs before the media library.
  unusedImages: unusedImagesReportSchema.optional(),
  auditEntries: z.number().int().nonnegative(),
  // Absent from reports of runs before the read models were checked.
  readModels: readModelRepairReportSchema.optional(),
  // Absent from reports of runs before the trash existed.
  userTrash: userTrashReportSchema.optional(),
  // Versions of website content older than their retention (CONTENT_HISTORY_RETENTION_DAYS); their images stay (in
  // the media library). Absent from reports of runs before content had a history.
  contentVersions: z.number().int().nonnegative().optional(),
  // Past UTC days whose video search cache and search counts were removed. Absent from reports of runs before
  // video searches were cached and counted.
  videoSearchDays: z.number().int().nonnegative().optional(),
  // Exports' files whose link has expired (exportLinkLifetimeMs). Absent from reports of runs before there were
  // exports.
  exportFiles: z.number().int().nonnegative().optional(),
  dryRun: z.boolean(),
});

export type RunCleanupInput = z.input<typeof runCleanupInputSchema>;
export type CleanupImage = z.infer<typeof cleanupImageSchema>;
export type RunCleanupOutput = z.infer<typeof runCleanupOutputSchema>;
export type UnusedImagesReport = z.infer<typeof unusedImagesReportSchema>;
export type ReadModelRepairReport = z.infer<typeof readModelRepairReportSchema>;
export type UserTrashReport = z.infer<typeof userTrashReportSchema>;
