import { z } from 'zod';

export const auditEntrySchema = z.object({
  action: z.string(),
  actorUid: z.string(),
  // Stored as null, which the database does not keep: an actor without an e-mail comes back without the field.
  actorEmail: z.string().nullable().default(null),
  // The database stores no empty list: an entry written with no targets comes back without the field.
  targets: z.array(z.string()).default([]),
  at: z.number(),
  outcome: z.enum(['succeeded', 'failed']),
  errorCode: z.string().optional(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;
