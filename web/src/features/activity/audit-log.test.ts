import { describe, expect, it } from 'vitest';
import {
  auditLogAddress,
  auditLogWindow,
  exportedText,
  formatActivityTime,
  outcomeBadge,
  shortenTarget,
  summarizeTargets,
} from './audit-log.ts';

function entry(action: string, at: number, extra: Record<string, unknown> = {}) {
  return { action, actorUid: 'uid-1', actorEmail: 'admin@example.com', at, outcome: 'succeeded', ...extra };
}

describe('auditLogWindow', () => {
  it('orders the entries newest first, by time and then by push id', () => {
    const { rows } = auditLogWindow(
      [
        ['-a', entry('scheduleFeedback', 100)],
        ['-c', entry('deleteUsers', 300)],
        ['-b1', entry('approveFeedback', 200)],
        ['-b2', entry('runCleanup', 200)],
      ],
      10,
    );
    expect(rows.map((row) => row.id)).toEqual(['-c', '-b2', '-b1', '-a']);
  });

  it('reads an entry without targets as one with none, and leaves out entries of another shape', () => {
    const { rows } = auditLogWindow(
      [
        ['-a', entry('scheduleFeedback', 100)],
        ['-b', { action: 'broken' }],
        [
          '-c',
          entry('deleteUsers', 200, { outcome: 'failed', errorCode: 'invalid-argument', targets: ['x'] }),
        ],
      ],
      10,
    );
    expect(rows).toEqual([
      {
        id: '-c',
        ...entry('deleteUsers', 200, { outcome: 'failed', errorCode: 'invalid-argument', targets: ['x'] }),
      },
      { id: '-a', ...entry('scheduleFeedback', 100), targets: [] },
    ]);
  });

  it('says older entries may exist only when the window came back full', () => {
    const children: [string, unknown][] = [
      ['-a', entry('a', 1)],
      ['-b', entry('b', 2)],
    ];
    expect(auditLogWindow(children, 2).mayHaveOlder).toBe(true);
    expect(auditLogWindow(children, 3).mayHaveOlder).toBe(false);
  });
});

describe('the view of the audit log in the address', () => {
  it('names all calls, and leaves out the changes, the default', () => {
    expect(auditLogAddress.write('everything').toString()).toBe('view=everything');
    expect(auditLogAddress.write('changes').toString()).toBe('');
    for (const view of ['changes', 'everything'] as const) {
      expect(auditLogAddress.read(auditLogAddress.write(view))).toBe(view);
    }
  });

  it('reads the changes from an address that names no view it knows', () => {
    for (const search of ['', 'view=', 'view=all', 'view=Everything', 'other=everything']) {
      expect(auditLogAddress.read(new URLSearchParams(search))).toBe('changes');
    }
  });
});

describe('outcomeBadge', () => {
  it('tells a refusal of the role from a call that failed', () => {
    expect(outcomeBadge('succeeded')).toEqual({ label: 'Succeeded', color: 'green' });
    expect(outcomeBadge('failed')).toEqual({ label: 'Failed', color: 'red' });
    expect(outcomeBadge('refused', 'permission-denied')).toEqual({ label: 'Refused: role', color: 'orange' });
  });

  it("tells a call refused for naming a member of the team's account", () => {
    expect(outcomeBadge('refused', 'failed-precondition')).toEqual({
      label: 'Refused: a team account',
      color: 'orange',
    });
  });
});

describe('formatActivityTime', () => {
  it('writes a readable US date and time with the time zone', () => {
    expect(formatActivityTime(Date.UTC(2026, 0, 5, 15, 4, 5), 'UTC')).toBe('Jan 5, 2026, 3:04:05 PM UTC');
  });
});

describe('targets', () => {
  it('keeps a short target whole and cuts the middle of a long one to the limit', () => {
    expect(shortenTarget('users/abc')).toBe('users/abc');
    const long = `AboutMembers/${'1'.repeat(13)}a-rather-long-file-name-of-a-member.png`;
    const short = shortenTarget(long);
    expect(short).toHaveLength(40);
    expect(short.startsWith('AboutMembers/')).toBe(true);
    expect(short.endsWith('member.png')).toBe(true);
    expect(short).toContain('…');
  });

  it('shows the first three targets and counts the others', () => {
    expect(summarizeTargets(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'].map((target) => ({ target, text: target })),
      hiddenCount: 2,
      abridged: true,
    });
    expect(summarizeTargets(['a'])).toEqual({
      shown: [{ target: 'a', text: 'a' }],
      hiddenCount: 0,
      abridged: false,
    });
    expect(summarizeTargets([])).toEqual({ shown: [], hiddenCount: 0, abridged: false });
  });

  it('offers the whole list when a shown target was shortened', () => {
    expect(summarizeTargets(['x'.repeat(60)]).abridged).toBe(true);
  });
});

describe('exportedText', () => {
  it('says how many rows of which list, under which filters, in which format', () => {
    expect(exportedText({ list: 'users', filter: 'Type: Business User', format: 'csv', rows: 1 })).toBe(
      '1 row of Users (Type: Business User) as CSV',
    );
    expect(exportedText({ list: 'activity', filter: 'All calls', format: 'json', rows: 12_000 })).toBe(
      '12,000 rows of Activity log (All calls) as JSON',
    );
  });
});
