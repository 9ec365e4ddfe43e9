import { z } from 'zod';
import { recordIdListSchema } from '../validation.ts';

const userIdsSchema = z.array(z.string());
const accountFailuresSchema = z.array(z.object({ userId: z.string(), message: z.string() }));

export const restoreUsersInputSchema = z.object({ userIds: recordIdListSchema }).strict();
export const restoreUsersOutputSchema = z.object({
  // Every record put back exactly as it was deleted, and the sign-in account enabled again.
  restored: userIdsSchema,
  // The app wrote a new record under the id since: nothing is overwritten, and the user stays in the trash.
  idInUse: userIdsSchema,
  notInTrash: userIdsSchema,
  // Records are back, but these accounts could not be enabled: restoring again retries them.
  accountFailures: accountFailuresSchema,
});

export const deleteUsersForeverInputSchema = z.object({ userIds: recordIdListSchema }).strict();
export const deleteUsersForeverOutputSchema = z.object({
  // The kept records are gone, and the sign-in accounts with them.
  deleted: userIdsSchema,
  // The kept records are gone; the account is left because a user of the app has the id again.
  accountKept: userIdsSchema,
  notInTrash: userIdsSchema,
  // These accounts could not be deleted: the users stay in the trash, and deleting forever again retries them.
  accountFailures: accountFailuresSchema,
});

export type RestoreUsersInput = z.input<typeof restoreUsersInputSchema>;
export type RestoreUsersOutput = z.infer<typeof restoreUsersOutputSchema>;
export type DeleteUsersForeverInput = z.input<typeof deleteUsersForeverInputSchema>;
export type DeleteUsersForeverOutput = z.infer<typeof deleteUsersForeverOutputSchema>;
