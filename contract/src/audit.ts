import { z } from 'zod';

export const auditEntrySchema = z.object({
  action: z.string(),
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  // The database stores no empty list: an entry written with no targets comes back without the field.
  targets: z.array(z.string()).default([]),
  at: z.number(),
  outcome: z.enum(['succeeded', 'failed']),
  errorCode: z.string().optional(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
