import { z } from 'zod';
import { databasePaths } from './paths.ts';
import { dayMs } from './utc-days.ts';

// Deleting users moves them here; nothing is final until the administrator deletes them forever or the retention
// passes. Administrators read these paths; no client writes them.
//
// `userTrash/{userId}`: the row the Trash screen lists (compact, whatever the app keeps in its records).
// `userTrashRecords/{userId}/{collection}`: each record exactly as it was, by the collection it came from.
// Both are written in the same multi-path update that removes the records.
export const userTrashPath = 'userTrash';
export const userTrashRecordsPath = 'userTrashRecords';
// The retention the functions use (USER_TRASH_RETENTION_DAYS), written by them so that the console states it.
export const userTrashRetentionPath = 'userTrashSettings/retentionDays';

export const defaultUserTrashRetentionDays = 30;

// The collections a deleted user's records came from, by the names of the data paths.
export const trashedCollections = [databasePaths.normalUsers, databasePaths.businessUsers] as const;
export type TrashedCollection = (typeof trashedCollections)[number];

// How the Trash screen and its export name the collections a user's records came from.
export const trashedCollectionLabels: Readonly<Record<TrashedCollection, string>> = {
  [databasePaths.normalUsers]: 'Normal User',
  [databasePaths.businessUsers]: 'Business User',
};

/** The kind of user, by the collections the records came from ("Normal User, Business User" for both). */
export function trashedKindText(collections: readonly TrashedCollection[]): string {
  return collections.map((collection) => trashedCollectionLabels[collection]).join(', ');
}

// to-disable: written with the move; the account is disabled right after (or by the cleanup, after a crash).
// disabled: disabled and its refresh tokens revoked. none: there was no sign-in account under this id.
export const trashedAccountStates = ['to-disable', 'disabled', 'none'] as const;
export type TrashedAccountState = (typeof trashedAccountStates)[number];

export const trashedUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  collections: z.array(z.enum(trashedCollections)).min(1),
  deletedAt: z.number(),
  deletedBy: z.object({ uid: z.string(), email: z.string().optional() }),
  account: z.enum(trashedAccountStates),
});

export type TrashedUser = z.infer<typeof trashedUserSchema>;

export function trashedUserPath(userId: string): string {
  return `${userTrashPath}/${userId}`;
}

export function trashedRecordsPath(userId: string): string {
  return `${userTrashRecordsPath}/${userId}`;
}

/** When a user deleted at `deletedAt` is deleted for good, under a retention of `retentionDays`. */
export function trashPurgeTime(deletedAt: number, retentionDays: number): number {
  return deletedAt + retentionDays * dayMs;
}
