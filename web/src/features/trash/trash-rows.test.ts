import { describe, expect, it } from 'vitest';
import type { TrashRow } from './trash-page.ts';
import { deletedAtText, deletedByText, deletedText, purgeDateText } from './trash-rows.ts';

const row: TrashRow = {
  id: 'u1',
  username: 'Acme Gym',
  email: 'acme@example.com',
  collections: ['users', 'business-users'],
  deletedAt: Date.UTC(2026, 10, 1, 12, 0),
  deletedBy: { uid: 'admin-uid', email: 'admin@example.com' },
  account: 'disabled',
};

describe('trash rows', () => {
  it('says who deleted the user, by e-mail or else by uid', () => {
    expect(deletedText(row)).toMatch(/ by admin@example\.com$/);
    expect(deletedByText(row)).toBe('by admin@example.com');
    expect(deletedText(row).startsWith(deletedAtText(row))).toBe(true);
    expect(deletedText({ ...row, deletedBy: { uid: 'admin-uid' } })).toMatch(/ by admin-uid$/);
  });

  it('dates the deletion for good the retention after the deletion', () => {
    expect(purgeDateText(row, 30)).toBe('Dec 1, 2026');
    expect(purgeDateText(row, 1)).toBe('Nov 2, 2026');
  });
});
