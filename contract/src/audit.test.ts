import { describe, expect, it } from 'vitest';
import { auditEntrySchema } from './audit.ts';

describe('auditEntrySchema', () => {
  const stored = { action: 'deleteUsers', actorUid: 'uid-1', at: 1, outcome: 'succeeded' };

  it('reads an entry of an administrator without an e-mail, as the database returns it', () => {
    expect(auditEntrySchema.parse(stored)).toEqual({ ...stored, actorEmail: null, targets: [] });
  });

  it('keeps the e-mail and targets that were stored', () => {
    const entry = { ...stored, actorEmail: 'admin@example.com', targets: ['users/a'] };
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
  });
});
