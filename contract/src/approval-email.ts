import { z } from 'zod';

// Stored at business-users/{id}/approvalEmail after every send, so a failed e-mail can be found and retried.
// Its own module: the user list reads it, and the callables' schemas read the user list's filters.
export const approvalEmailField = 'approvalEmail';
export const approvalEmailOutcomeSchema = z.object({
  status: z.enum(['sent', 'failed']),
  at: z.number(),
  message: z.string().optional(),
});
