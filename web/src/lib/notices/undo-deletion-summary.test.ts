import { describe, expect, it } from 'vitest';
import { undoDeletionSummary } from './undo-deletion-summary.ts';

describe('undoDeletionSummary', () => {
  it('sums up what the restore did, and whether anything calls for a look', () => {
    const none = { restored: [], idInUse: [], notInTrash: [], accountFailures: [] };
    expect(
      undoDeletionSummary([
        { ...none, restored: ['a', 'b'] },
        { ...none, notInTrash: ['c'] },
      ]),
    ).toEqual({
      text: 'Restored 2 users. 1 user no longer in the trash (restored or deleted forever).',
      failed: false,
    });
    expect(
      undoDeletionSummary([
        { ...none, restored: ['c'], idInUse: ['b'], accountFailures: [{ userId: 'a', message: 'x' }] },
      ]),
    ).toEqual({
      text: 'Restored 1 user. 1 user not restored: the app has written a new record under the same id since. The sign-in account of 1 user could not be enabled: undo again to retry.',
      failed: true,
    });
  });
});
