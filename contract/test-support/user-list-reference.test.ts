import { describe, expect, it } from 'vitest';
import { certificationVersionOf } from '../src/reviewed-version.ts';
import type { UserKind, UserRow, UserStatusFilter } from '../src/user-list.ts';
import { builtLikeTheSdk } from './built-like-the-sdk.ts';
import {
  combineUserCollections,
  filterUserRows,
  matchesUsernameSearch,
  matchesUserTypeFilter,
} from './user-list-reference.ts';

const registrationDetails = { age: 30, height: 180, weight: 75 };

describe('combineUserCollections', () => {
  it('lists normal users first, then business users, with their status', () => {
    const rows = combineUserCollections(
      {
        n1: { username: 'Ada Lovelace', email: 'ada@example.com', userType: 'normal', registrationDetails },
        n2: { username: 'Alan Turing', email: 'alan@example.com', userType: 'normal' },
      },
      {
        b1: {
          username: 'Iron Gym',
          email: 'gym@example.com',
          userType: 'business',
          isApproveUser: false,
          businessCertification: 'https://certificates.example.com/iron-gym.pdf',
        },
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
        changedAfterApproval: false,
      },
      {
        id: 'n2',
        kind: 'normal',
        userType: 'normal',
        username: 'Alan Turing',
        email: 'alan@example.com',
        status: 'Unalive',
        changedAfterApproval: false,
      },
      {
        id: 'b1',
        kind: 'business',
        userType: 'business',
        username: 'Iron Gym',
        email: 'gym@example.com',
        status: 'Waiting for approval',
        changedAfterApproval: false,
        certificationVersion: certificationVersionOf('https://certificates.example.com/iron-gym.pdf'),
      },
    ]);
  });

  it('keeps the collection a row came from, whatever its userType says', () => {
    const [row] = combineUserCollections(null, {
      b1: { username: 'Odd', email: 'o@x.io', userType: 'normal' },
    });
    expect(row).toMatchObject({ kind: 'business', userType: 'normal', status: 'Waiting for approval' });
  });

  it('lists a users/ record that calls itself an approved business as a normal user, not under Business User', () => {
    const rows = combineUserCollections(
      { n1: { username: 'Fake Gym', email: 'f@x.io', userType: 'business', isApproveUser: true } },
      null,
    );
    expect(rows).toEqual([
      {
        id: 'n1',
        kind: 'normal',
        userType: 'business',
        username: 'Fake Gym',
        email: 'f@x.io',
        status: 'Unalive',
        changedAfterApproval: false,
      },
    ]);
    expect(filterUserRows(rows, { search: '', type: 'Business User', status: 'All' })).toEqual([]);
    expect(filterUserRows(rows, { search: '', type: 'Normal User', status: 'All' })).toEqual(rows);
  });

  it('lists a business-users/ record under Business User whatever its userType says', () => {
    const rows = combineUserCollections(null, {
      b1: { username: 'Gym', email: 'g@x.io', userType: 'normal', isApproveUser: true },
    });
    expect(filterUserRows(rows, { search: '', type: 'Business User', status: 'All' })).toEqual(rows);
    expect(filterUserRows(rows, { search: '', type: 'Normal User', status: 'All' })).toEqual([]);
  });

  it('does not approve a business user through a stored __proto__ child the SDK made a prototype', () => {
    const record = builtLikeTheSdk(
      { username: 'Gym', email: 'g@x.io', userType: 'business' },
      { isApproveUser: true },
    );
    expect(record.isApproveUser).toBe(true);
    const [row] = combineUserCollections(null, { b1: record });
    expect(row?.status).toBe('Waiting for approval');
  });

  it('does not approve a business user through an own __proto__ key', () => {
    const collection: unknown = JSON.parse(
      '{"b1": {"username": "Gym", "email": "g@x.io", "userType": "business", "__proto__": {"isApproveUser": true}}}',
    );
    const [row] = combineUserCollections(null, collection);
    expect(row?.status).toBe('Waiting for approval');
  });

  it('lists no user that is only a __proto__ child of a collection', () => {
    const built = builtLikeTheSdk(
      {},
      { b1: { username: 'Ghost', email: '', userType: 'business', isApproveUser: true } },
    );
    expect(combineUserCollections(null, built)).toEqual([]);
    const parsed: unknown = JSON.parse('{"__proto__": {"username": "Ghost", "isApproveUser": true}}');
    expect(combineUserCollections(null, parsed)).toEqual([]);
  });

  it('shows a business user approved once and changed since as waiting, marked as changed', () => {
    const [row] = combineUserCollections(null, {
      b1: {
        username: 'Gym',
        email: 'g@x.io',
        userType: 'business',
        isApproveUser: false,
        approvalEmail: { status: 'sent', at: 5 },
      },
    });
    expect(row).toMatchObject({ status: 'Waiting for approval', changedAfterApproval: true });
  });

  it('shows a record with missing or malformed fields as a row all the same', () => {
    const rows = combineUserCollections({ n1: { username: 42 }, n2: 'not a record' }, undefined);
    const blankRow = (id: string) => ({
      id,
      kind: 'normal',
      userType: '',
      username: '',
      email: '',
      status: 'Unalive',
      changedAfterApproval: false,
    });
    expect(rows).toEqual([blankRow('n1'), blankRow('n2')]);
  });

  it('gives no rows for empty collections', () => {
    expect(combineUserCollections(null, null)).toEqual([]);
  });
});

function row(id: string, username: string, kind: UserKind, userType: string = kind): UserRow {
  const status = kind === 'normal' ? 'Live' : 'Waiting for approval';
  return { id, kind, userType, username, email: `${id}@example.com`, status, changedAfterApproval: false };
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
    ['normal', 'Normal User', true],
    ['business', 'Normal User', false],
    ['business', 'Business User', true],
    ['normal', 'Business User', false],
  ] as const)('a %s row with filter %j: %s', (kind, filter, matches) => {
    expect(matchesUserTypeFilter({ kind }, filter)).toBe(matches);
  });
});

describe('filterUserRows', () => {
  const rows = [
    row('n1', 'Ada Lovelace', 'normal'),
    row('n2', 'Alan Turing', 'normal', 'business'),
    row('b1', 'Adaptive Fitness', 'business'),
    row('b2', 'Iron Gym', 'business', 'normal'),
  ];

  it('applies the search and the type filter together, keeping the order', () => {
    expect(
      filterUserRows(rows, { search: 'ada', type: 'All', status: 'All' }).map((match) => match.id),
    ).toEqual(['n1', 'b1']);
    expect(
      filterUserRows(rows, { search: 'ada', type: 'Business User', status: 'All' }).map((match) => match.id),
    ).toEqual(['b1']);
    expect(
      filterUserRows(rows, { search: '', type: 'Business User', status: 'All' }).map((match) => match.id),
    ).toEqual(['b1', 'b2']);
    expect(filterUserRows(rows, { search: 'gym', type: 'Normal User', status: 'All' })).toEqual([]);
  });

  it('applies the status filter by the status the row shows', () => {
    const unalive = { ...row('n3', 'Ada Byron', 'normal'), status: 'Unalive' as const };
    const all = [...rows, unalive];
    const ids = (status: UserStatusFilter) =>
      filterUserRows(all, { search: 'ada', type: 'All', status }).map((match) => match.id);
    expect(ids('Live')).toEqual(['n1']);
    expect(ids('Unalive')).toEqual(['n3']);
    expect(ids('Waiting for approval')).toEqual(['b1']);
    expect(ids('Approved')).toEqual([]);
    expect(ids('All')).toEqual(['n1', 'b1', 'n3']);
  });
});
