import type { Auth, GetUsersResult, UserIdentifier, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { signInAddresses } from './sign-in-addresses.ts';

const userIds = Array.from({ length: 250 }, (_, index) => `user-${index}`);

// An Auth whose lookups wait until every lookup of the round has been asked for: a lookup made only after an
// earlier one answered would never be answered.
function authAnsweringOnceAllAsked(
  expectedLookups: number,
  answer: (uids: string[]) => GetUsersResult | Error,
): { auth: Auth; lookups: string[][] } {
  const lookups: string[][] = [];
  const waiting: (() => void)[] = [];
  const auth = {
    getUsers: (identifiers: UserIdentifier[]) => {
      const uids = identifiers.map((identifier) => (identifier as { uid: string }).uid);
      lookups.push(uids);
      const answered = new Promise<void>((resolve) => waiting.push(resolve));
      if (waiting.length === expectedLookups) for (const resolve of waiting) resolve();
      return answered.then(() => {
        const result = answer(uids);
        if (result instanceof Error) throw result;
        return result;
      });
    },
  } as unknown as Auth;
  return { auth, lookups };
}

function accounts(uids: readonly string[], emailOf: (uid: string) => string | undefined): GetUsersResult {
  return {
    users: uids.map((uid) => ({ uid, email: emailOf(uid) }) as UserRecord),
    notFound: [],
  };
}

describe('signInAddresses', () => {
  it('looks up every batch of 100 at once and gives each user its account address', async () => {
    const { auth, lookups } = authAnsweringOnceAllAsked(3, (uids) =>
      accounts(uids, (uid) => `${uid}@example.com`),
    );

    const addresses = await signInAddresses(auth, userIds);

    expect(lookups.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(addresses.size).toBe(250);
    expect(addresses.get('user-0')).toEqual({ email: 'user-0@example.com' });
    expect(addresses.get('user-249')).toEqual({ email: 'user-249@example.com' });
  });

  it('tells a missing account or one without an address from a lookup that failed, batch by batch', async () => {
    const { auth } = authAnsweringOnceAllAsked(3, (uids) => {
      if (uids.includes('user-100')) return new Error('Auth unavailable');
      return accounts(
        uids.filter((uid) => uid !== 'user-1'),
        (uid) => (uid === 'user-2' ? undefined : `${uid}@example.com`),
      );
    });

    const addresses = await signInAddresses(auth, userIds);

    expect(addresses.get('user-1')).toEqual({ missing: true });
    expect(addresses.get('user-2')).toEqual({ missing: true });
    expect(addresses.get('user-3')).toEqual({ email: 'user-3@example.com' });
    expect(addresses.get('user-100')).toEqual({ unread: true });
    expect(addresses.get('user-199')).toEqual({ unread: true });
    expect(addresses.get('user-200')).toEqual({ email: 'user-200@example.com' });
  });
});
