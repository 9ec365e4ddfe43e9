import { describe, expect, it } from 'vitest';
import { callableNames } from './callables/index.ts';
import { exportCallableNames } from './exports/export-lists.ts';
import {
  requiresRecentSignIn,
  revocationTime,
  signedInBeforeRevocation,
  signedInRecently,
} from './member-access.ts';

describe('signedInBeforeRevocation', () => {
  it('holds for a sign-in up to and in the second of the removal, not after it or without one', () => {
    expect(signedInBeforeRevocation(99, 100)).toBe(true);
    expect(signedInBeforeRevocation(100, 100)).toBe(true);
    expect(signedInBeforeRevocation(101, 100)).toBe(false);
    expect(signedInBeforeRevocation(0, null)).toBe(false);
  });

  it('counts a removal at any moment of a second as that second', () => {
    expect(revocationTime(100_999)).toBe(100);
  });
});

describe('signedInRecently', () => {
  const now = 1_000_000_000;
  it('accepts a sign-in up to 15 minutes old and refuses an older one', () => {
    expect(signedInRecently(now / 1000 - 15 * 60, now)).toBe(true);
    expect(signedInRecently(now / 1000 - 15 * 60 - 1, now)).toBe(false);
  });
});

describe('requiresRecentSignIn', () => {
  it('holds for deleting users forever or images, and a cleanup that is not a dry run', () => {
    expect(requiresRecentSignIn('deleteUsersForever', { userIds: ['a'] })).toBe(true);
    expect(requiresRecentSignIn('deleteMediaImages', { allUnused: true })).toBe(true);
    expect(requiresRecentSignIn('replaceImageEverywhere', { imageKey: 'a', replacementKey: 'b' })).toBe(
      false,
    );
    expect(requiresRecentSignIn('runCleanup', { dryRun: false })).toBe(true);
    expect(requiresRecentSignIn('runCleanup', { dryRun: true })).toBe(false);
    expect(requiresRecentSignIn('deleteUsers', { userIds: ['a'] })).toBe(false);
    expect(requiresRecentSignIn('restoreUsers', { userIds: ['a'] })).toBe(false);
  });

  it('holds for every change of who holds power, and every export; never for a read', () => {
    const stepping = Object.values(callableNames).filter((name) => requiresRecentSignIn(name, {}));
    expect(stepping.sort()).toEqual(
      [
        'inviteTeamMember',
        'changeTeamRole',
        'removeTeamMember',
        'resetSecondFactor',
        'updateTeamSettings',
        'signOutUser',
        'removeUserSecondFactors',
        'disableSignIn',
        'enableSignIn',
        'deleteUsersForever',
        'deleteMediaImages',
        ...Object.values(exportCallableNames),
      ].sort(),
    );
    for (const reading of [
      'listTeam',
      'readSignInAccount',
      'countMatchingUsers',
      'signOutEverywhere',
    ] as const) {
      expect(requiresRecentSignIn(reading, {})).toBe(false);
    }
  });
});
