import type { AuditEntry } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { timelineEntriesOf } from './timeline-entries.ts';

const at = { '.sv': 'timestamp' };

function entry(fields: Partial<AuditEntry>): AuditEntry {
  return {
    action: 'disableSignIn',
    actorUid: 'admin-uid',
    actorEmail: 'admin@example.com',
    targets: ['accounts/u1'],
    at: 1,
    outcome: 'succeeded',
    ...fields,
  };
}

describe('timelineEntriesOf', () => {
  it("puts a change on each named user's timeline under the call's id, with who and why", () => {
    expect(timelineEntriesOf('call-1', entry({ reason: 'Spam' }), at)).toEqual({
      'userTimeline/u1/call-1': {
        type: 'action',
        at,
        action: 'disableSignIn',
        actor: 'admin@example.com',
        reason: 'Spam',
      },
    });
    expect(
      Object.keys(
        timelineEntriesOf(
          'call-2',
          entry({ action: 'deleteUsers', targets: ['users/a', 'business-users/b'] }),
          at,
        ),
      ),
    ).toEqual(['userTimeline/a/call-2', 'userTimeline/b/call-2']);
  });

  it('names the actor by uid without an e-mail', () => {
    expect(timelineEntriesOf('call-3', entry({ actorEmail: null, actorUid: 'schedule' }), at)).toMatchObject({
      'userTimeline/u1/call-3': { actor: 'schedule' },
    });
  });

  it('writes nothing for a failure, a call that changed nothing, or a deletion forever', () => {
    expect(timelineEntriesOf('c', entry({ outcome: 'failed', errorCode: 'internal' }), at)).toEqual({});
    expect(timelineEntriesOf('c', entry({ changedNothing: true, targets: [] }), at)).toEqual({});
    expect(
      timelineEntriesOf('c', entry({ action: 'deleteUsersForever', targets: ['userTrash/u1'] }), at),
    ).toEqual({});
  });
});
