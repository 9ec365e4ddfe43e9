import { z } from 'zod';

export const auditEntrySchema = z.object({
  action: z.string(),
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  targets: z.array(z.string()),
  at: z.number(),
  outcome: z.enum(['succeeded', 'failed']),
  errorCode: z.string().optional(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
