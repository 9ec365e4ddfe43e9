import type { ContentVersion } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import type { KeptVersion } from '../../lib/content/kept-version.ts';
import { changeSummary, newestFirst, recentlyDeleted } from './kept-versions.ts';

function kept(versionId: string, replacedAt: number, change: Partial<ContentVersion> = {}): KeptVersion {
  return {
    versionId,
    version: {
      target: 'businessBenefit',
      node: `BusinessUserWebsite/BenefitOfPartnership/Benefits/${change.itemId ?? 'b1'}`,
      change: 'deleted',
      value: { image: 'https://example.com/b.png', description: 'Benefit' },
      replacedAt,
      deletedFrom: 'businessBenefit',
      ...change,
    },
  };
}

describe('newestFirst', () => {
  it('lists the latest change first, versions of one millisecond by id', () => {
    const versions = [kept('a', 1), kept('c', 3), kept('b2', 2), kept('b1', 2)];
    expect(newestFirst(versions).map(({ versionId }) => versionId)).toEqual(['c', 'b2', 'b1', 'a']);
  });
});

describe('recentlyDeleted', () => {
  it('lists each item still gone once, by its latest deletion, latest first', () => {
    const deletions = [
      kept('first-deletion-of-b1', 10, { itemId: 'b1' }),
      kept('deletion-of-b2', 30, { itemId: 'b2' }),
      kept('second-deletion-of-b1', 20, { itemId: 'b1' }),
      kept('deletion-of-restored-b3', 40, { itemId: 'b3' }),
    ];
    expect(recentlyDeleted(deletions, new Set(['b3'])).map(({ versionId }) => versionId)).toEqual([
      'deletion-of-b2',
      'second-deletion-of-b1',
    ]);
  });
});

describe('changeSummary', () => {
  const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const at = Date.UTC(2026, 10, 23, 14, 15);

  it('names who made the change and when', () => {
    const version = kept('v', at, { change: 'changed', author: { uid: 'u1', email: 'admin@example.com' } });
    expect(changeSummary(version.version, utc)).toBe('Changed by admin@example.com on Nov 23, 2026, 2:15 PM');
  });

  it('names an account without e-mail by its uid, and a change made elsewhere as such', () => {
    expect(changeSummary(kept('v', at, { change: 'created', author: { uid: 'u1' } }).version, utc)).toBe(
      'Added by u1 on Nov 23, 2026, 2:15 PM',
    );
    expect(changeSummary(kept('v', at).version, utc)).toBe(
      'Deleted by someone outside the console on Nov 23, 2026, 2:15 PM',
    );
  });
});
