import { describe, expect, it } from 'vitest';
import {
  combineUserCollections,
  filterUserRows,
  matchesUsernameSearch,
  matchesUserTypeFilter,
  type UserRow,
  userStatusLabel,
} from './user-list.ts';

const registrationDetails = { age: 30, height: 180, weight: 75 };

describe('userStatusLabel', () => {
  it.each([
    [{ userType: 'normal', registrationDetails }, 'Live'],
    [{ userType: 'normal' }, 'Unalive'],
    [{ userType: 'normal', registrationDetails: null }, 'Unalive'],
    [{ userType: 'business', isApproveUser: true }, 'Approved'],
    [{ userType: 'business', isApproveUser: false }, 'Waiting for approval'],
    [{ userType: 'business' }, 'Waiting for approval'],
    [{ userType: 'business', isApproveUser: 'true' }, 'Waiting for approval'],
    [{ userType: 'Business', isApproveUser: true }, 'Approved'],
    [{ userType: 'NORMAL', registrationDetails }, 'Live'],
    [{ userType: 'coach', registrationDetails, isApproveUser: true }, 'Unknown User Type'],
    [{ userType: '' }, 'Unknown User Type'],
  ])('labels %j as %s', (record, label) => {
    expect(userStatusLabel(record)).toBe(label);
  });
});

describe('combineUserCollections', () => {
  it('lists normal users first, then business users, with their status', () => {
    const rows = combineUserCollections(
      {
        n1: { username: 'Ada Lovelace', email: 'ada@example.com', userType: 'normal', registrationDetails },
        n2: { username: 'Alan Turing', email: 'alan@example.com', userType: 'normal' },
      },
      {
        b1: { username: 'Iron Gym', email: 'gym@example.com', userType: 'business', isApproveUser: false },
      },
    );
    expect(rows).toEqual([
      {
        id: 'n1',
        kind: 'normal',
        userType: 'normal',
        username: 'Ada Lovelace',
        email: 'ada@example.com',
        status: 'Live',
      },
      {
        id: 'n2',
        kind: 'normal',
        userType: 'normal',
        username: 'Alan Turing',
        email: 'alan@example.com',
        status: 'Unalive',
      },
      {
        id: 'b1',
        kind: 'business',
        userType: 'business',
        username: 'Iron Gym',
        email: 'gym@example.com',
        status: 'Waiting for approval',
      },
    ]);
  });

  it('keeps the collection a row came from, whatever its userType says', () => {
    const [row] = combineUserCollections(null, {
      b1: { username: 'Odd', email: 'o@x.io', userType: 'normal' },
    });
    expect(row).toMatchObject({ kind: 'business', userType: 'normal', status: 'Unalive' });
  });

  it('shows a record with missing or malformed fields as a row all the same', () => {
    const rows = combineUserCollections({ n1: { username: 42 }, n2: 'not a record' }, undefined);
    expect(rows).toEqual([
      { id: 'n1', kind: 'normal', userType: '', username: '', email: '', status: 'Unknown User Type' },
      { id: 'n2', kind: 'normal', userType: '', username: '', email: '', status: 'Unknown User Type' },
    ]);
  });

  it('gives no rows for empty collections', () => {
    expect(combineUserCollections(null, null)).toEqual([]);
  });
});

function row(id: string, username: string, userType: string): UserRow {
  return { id, kind: 'normal', userType, username, email: `${id}@example.com`, status: 'Live' };
}

describe('matchesUsernameSearch', () => {
  it.each([
    ['', true],
    ['ada', true],
    ['LOVE', true],
    ['a l', true],
    ['turing', false],
    [' ada', false],
  ])('search %j matches "Ada Lovelace": %s', (search, matches) => {
    expect(matchesUsernameSearch({ username: 'Ada Lovelace' }, search)).toBe(matches);
  });
});

describe('matchesUserTypeFilter', () => {
  it.each([
    ['normal', 'All', true],
    ['business', 'All', true],
    ['coach', 'All', true],
    ['normal', 'Normal User', true],
    ['Normal', 'Normal User', true],
    ['business', 'Normal User', false],
    ['BUSINESS', 'Business User', true],
    ['normal', 'Business User', false],
    ['business user', 'Business User', false],
    ['coach', 'Normal User', false],
  ] as const)('userType %j with filter %j: %s', (userType, filter, matches) => {
    expect(matchesUserTypeFilter({ userType }, filter)).toBe(matches);
  });
});

describe('filterUserRows', () => {
  const rows = [
    row('n1', 'Ada Lovelace', 'normal'),
    row('n2', 'Alan Turing', 'normal'),
    row('b1', 'Adaptive Fitness', 'business'),
    row('b2', 'Iron Gym', 'Business'),
  ];

  it('applies the search and the type filter together, keeping the order', () => {
    expect(filterUserRows(rows, { search: 'ada', type: 'All' }).map((match) => match.id)).toEqual([
      'n1',
      'b1',
    ]);
    expect(filterUserRows(rows, { search: 'ada', type: 'Business User' }).map((match) => match.id)).toEqual([
      'b1',
    ]);
    expect(filterUserRows(rows, { search: '', type: 'Business User' }).map((match) => match.id)).toEqual([
      'b1',
      'b2',
    ]);
    expect(filterUserRows(rows, { search: 'gym', type: 'Normal User' })).toEqual([]);
  });
});
