import { z } from 'zod';
import { withdrawFeedbackApprovalInputSchema } from './callables/feedback.ts';
import { replaceImageEverywhereInputSchema } from './callables/media.ts';
import { undoReleaseInputSchema } from './callables/releases.ts';
import { disableSignInInputSchema, enableSignInInputSchema } from './callables/sign-in-accounts.ts';
import { teamChangeUndoSchema } from './callables/team.ts';
import { exportSummarySchema } from './exports/export-lists.ts';

// What undoes a change, stored with its audit entry by the callable that made it: the Activity page (and the
// notification of the change) makes this call, which checks the caller's permission as any call does. The team's
// changes (callables/team.ts), a disabled sign-in, undone by enabling it, an enabled one, disabled again, and a
// feedback approval, withdrawn, an image replaced everywhere, put back in the rows it replaced, and a release
// published, every row put back as it was.
export const changeUndoSchema = z.discriminatedUnion('callable', [
  ...teamChangeUndoSchema.options,
  z.object({ callable: z.literal('enableSignIn'), input: enableSignInInputSchema }),
  z.object({ callable: z.literal('disableSignIn'), input: disableSignInInputSchema }),
  z.object({
    callable: z.literal('withdrawFeedbackApproval'),
    input: withdrawFeedbackApprovalInputSchema,
  }),
  z.object({ callable: z.literal('replaceImageEverywhere'), input: replaceImageEverywhereInputSchema }),
  z.object({ callable: z.literal('undoRelease'), input: undoReleaseInputSchema }),
]);

export type ChangeUndo = z.infer<typeof changeUndoSchema>;

export const auditEntrySchema = z.object({
  action: z.string(),
  actorUid: z.string(),
  // Stored as null, which the database does not keep: an actor without an e-mail comes back without the field.
  actorEmail: z.string().nullable().default(null),
  // The database stores no empty list: an entry written with no targets comes back without the field.
  targets: z.array(z.string()).default([]),
  at: z.number(),
  // `refused`: a member of the team whose role does not allow the callable (nothing was read or changed).
  outcome: z.enum(['succeeded', 'failed', 'refused']),
  errorCode: z.string().optional(),
  // On a call that succeeded and changed nothing (a search, a count, a preview, a repeated call): the Activity page
  // leaves these out of its list of changes. Entries written before the field existed have none and count as changes.
  changedNothing: z.literal(true).optional(),
  // Why, as the member typed it where a change asks for a reason (a disabled sign-in).
  reason: z.string().optional(),
  // The call that undoes the change.
  undo: changeUndoSchema.optional(),
  // An export's list, filter, format and number of rows.
  exported: exportSummarySchema.optional(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
