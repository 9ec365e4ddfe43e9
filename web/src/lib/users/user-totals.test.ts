import { describe, expect, it } from 'vitest';
import { usersInFilter } from './user-totals.ts';

const totals = { normal: 100, live: 60, business: 30, waiting: 12 };

describe('the users the filters show', () => {
  it('counts the collections of the type filter', () => {
    expect(usersInFilter(totals, { type: 'All', status: 'All' })).toBe(130);
    expect(usersInFilter(totals, { type: 'Normal User', status: 'All' })).toBe(100);
    expect(usersInFilter(totals, { type: 'Business User', status: 'All' })).toBe(30);
  });

  it('counts the users of a status from the figures kept of each collection', () => {
    expect(usersInFilter(totals, { type: 'Normal User', status: 'Live' })).toBe(60);
    expect(usersInFilter(totals, { type: 'Normal User', status: 'Unalive' })).toBe(40);
    expect(usersInFilter(totals, { type: 'Business User', status: 'Approved' })).toBe(18);
    expect(usersInFilter(totals, { type: 'All', status: 'Waiting for approval' })).toBe(12);
  });

  it('counts none for a status of the other collection than the type', () => {
    expect(usersInFilter(totals, { type: 'Normal User', status: 'Approved' })).toBe(0);
  });
});
