import { describe, expect, it } from 'vitest';
import type { AuditLogRow } from './audit-log.ts';
import { deletedUserIds } from './audit-undo.ts';

const deletion: AuditLogRow = {
  id: 'e1',
  action: 'deleteUsers',
  actorUid: 'admin',
  actorEmail: 'admin@example.com',
  targets: ['users/a', 'business-users/b', 'users/b', 'users/c/feedback'],
  at: 1,
  outcome: 'succeeded',
};

describe('undo of a deletion', () => {
  it('restores each user a successful deletion moved, once', () => {
    expect(deletedUserIds(deletion)).toEqual(['a', 'b']);
  });

  it('offers nothing for a failed deletion or another action', () => {
    expect(deletedUserIds({ ...deletion, outcome: 'failed', errorCode: 'internal' })).toEqual([]);
    expect(deletedUserIds({ ...deletion, action: 'approveBusinessUsers' })).toEqual([]);
  });
});
