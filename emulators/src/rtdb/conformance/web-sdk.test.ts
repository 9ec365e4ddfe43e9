import {
  type Database,
  get,
  goOffline,
  increment,
  limitToFirst,
  onDisconnect,
  onValue,
  orderByKey,
  query,
  ref,
  runTransaction,
  serverTimestamp,
  set,
  update,
} from 'firebase/database';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseRules } from '../index.ts';
import { Fixture, idToken } from '../test-support/fixture.ts';
import { administratorReadsAll, ownRecordOnly } from '../test-support/rules.ts';

const RULES: DatabaseRules = {
  rules: {
    '.read': administratorReadsAll,
    users: { $uid: ownRecordOnly },
    mail: { '.read': "auth != null && auth.token.email === 'alice@example.com'" },
    public: { '.read': true, '.write': true },
    presence: { $uid: { '.read': true, '.write': 'auth != null && auth.uid === $uid' } },
  },
};

const ALICE = idToken('alice', { email: 'alice@example.com' });
const BOB = idToken('bob', { email: 'bob@example.com' });

const fixture = Fixture.forSuite(RULES);

/** Resolves with the error of a listener the server cancels, rejects if data arrives instead. */
function cancellation(database: Database, path: string): Promise<Error> {
  return new Promise((resolve, reject) => {
    onValue(
      ref(database, path),
      (snapshot) => reject(new Error(`expected a cancellation, got ${JSON.stringify(snapshot.val())}`)),
      resolve,
    );
  });
}

describe('web SDK with security rules', () => {
  it('shares one tree with the admin SDK whatever namespace each names', async () => {
    await fixture.admin.ref('public/shared').set('from admin');
    expect((await get(ref(fixture.webDatabase(), 'public/shared'))).val()).toBe('from admin');
  });

  it('lets a signed-in user read and write their own data only', async () => {
    const alice = fixture.webDatabase(ALICE);
    await set(ref(alice, 'users/alice'), { name: 'Alice' });
    expect((await get(ref(alice, 'users/alice'))).val()).toEqual({ name: 'Alice' });
    await expect(set(ref(alice, 'users/bob'), { name: 'Mallory' })).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(get(ref(alice, 'users'))).rejects.toThrow(/Permission denied/i);
    expect((await fixture.admin.ref('users').get()).val()).toEqual({ alice: { name: 'Alice' } });
  });

  it('gives rules the token claims: email and custom claims such as admin', async () => {
    const alice = fixture.webDatabase(ALICE);
    await fixture.admin.ref('mail').set({ inbox: 1 });
    expect((await get(ref(alice, 'mail'))).val()).toEqual({ inbox: 1 });
    await expect(get(ref(fixture.webDatabase(BOB), 'mail'))).rejects.toThrow(/Permission denied/i);

    const root = await get(ref(fixture.webDatabase(idToken('boss', { admin: true })), '/'));
    expect(root.child('mail').val()).toEqual({ inbox: 1 });
  });

  it('treats a client without a token as unauthenticated', async () => {
    const anonymous = fixture.webDatabase();
    await set(ref(anonymous, 'public/anonymous'), 1);
    await expect(set(ref(anonymous, 'users/alice/name'), 'x')).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('cancels a listener the user may not read', async () => {
    const error = await cancellation(fixture.webDatabase(BOB), 'users/alice');
    expect(error.message).toMatch(/permission_denied/);
  });

  it('cancels listeners that become unreadable when the user signs out or switches', async () => {
    const { database, auth } = fixture.webDatabaseWithAuth();
    auth.switchTo(ALICE);
    await set(ref(database, 'users/alice/session'), { status: 'here' });
    const received: unknown[] = [];
    const cancelled = new Promise<Error>((resolve) =>
      onValue(ref(database, 'users/alice/session'), (snapshot) => received.push(snapshot.val()), resolve),
    );
    await set(ref(database, 'users/alice/items'), { a: 1, b: 2 });
    const window: unknown[] = [];
    const windowCancelled = new Promise<Error>((resolve) =>
      onValue(
        query(ref(database, 'users/alice/items'), orderByKey(), limitToFirst(1)),
        (snapshot) => window.push(snapshot.val()),
        resolve,
      ),
    );
    await vi.waitFor(() => expect(window).toEqual([{ a: 1 }]));
    await vi.waitFor(() => expect(received).toEqual([{ status: 'here' }]));
    auth.switchTo(null);
    expect((await cancelled).message).toMatch(/permission_denied/);
    expect((await windowCancelled).message).toMatch(/permission_denied/);

    auth.switchTo(BOB);
    await set(ref(database, 'users/bob/status'), 'here');
    const bobCancelled = new Promise<Error>((resolve) =>
      onValue(ref(database, 'users/bob'), () => undefined, resolve),
    );
    await vi.waitFor(async () =>
      expect((await fixture.admin.ref('users/bob/status').get()).val()).toBe('here'),
    );
    auth.switchTo(ALICE);
    expect((await bobCancelled).message).toMatch(/permission_denied/);
  });

  it('adds up concurrent transactions from two clients', async () => {
    const first = fixture.webDatabase(ALICE);
    const second = fixture.webDatabase(ALICE);
    await set(ref(first, 'users/alice/counter'), 0);
    const incrementFrom = (database: Database) =>
      runTransaction(ref(database, 'users/alice/counter'), (current: number | null) => (current ?? 0) + 1);
    const results = await Promise.all(
      Array.from({ length: 15 }, () => [incrementFrom(first), incrementFrom(second)]).flat(),
    );
    expect(results.every((result) => result.committed)).toBe(true);
    expect((await fixture.admin.ref('users/alice/counter').get()).val()).toBe(30);
  });

  it('adds up concurrent server increments', async () => {
    const first = fixture.webDatabase();
    const second = fixture.webDatabase();
    await Promise.all([
      ...Array.from({ length: 5 }, () => set(ref(first, 'public/increments/n'), increment(2))),
      ...Array.from({ length: 5 }, () => update(ref(second, 'public/increments'), { n: increment(1) })),
    ]);
    expect((await fixture.admin.ref('public/increments/n').get()).val()).toBe(15);
  });

  it('applies onDisconnect set and update, not cancelled ones, when the client goes offline', async () => {
    const alice = fixture.webDatabase(ALICE);
    const presence = ref(alice, 'presence/alice');
    await set(presence, { status: 'online' });
    await onDisconnect(ref(alice, 'presence/alice/status')).set('offline');
    await onDisconnect(presence).update({ lastSeen: serverTimestamp(), visits: increment(1) });
    await onDisconnect(ref(alice, 'presence/alice/cancelled')).set(true);
    await onDisconnect(ref(alice, 'presence/alice/cancelled')).cancel();
    await expect(onDisconnect(ref(alice, 'presence/bob')).set('spoofed')).rejects.toThrow(
      /PERMISSION_DENIED/,
    );

    const before = Date.now();
    goOffline(alice);
    await vi.waitFor(async () =>
      expect((await fixture.admin.ref('presence/alice/status').get()).val()).toBe('offline'),
    );
    const presenceNow = (await fixture.admin.ref('presence').get()).val();
    expect(presenceNow.alice.visits).toBe(1);
    expect(presenceNow.alice.lastSeen).toBeGreaterThanOrEqual(before);
    expect(presenceNow.alice.cancelled).toBeUndefined();
    expect(presenceNow.bob).toBeUndefined();
  });

  it('carries values over 16 KB and of several MB in both directions', async () => {
    const client = fixture.webDatabase();
    const medium = 'w'.repeat(17_000);
    const large = 'W'.repeat(3 * 1024 * 1024);
    await set(ref(client, 'public/large'), { medium, large });
    const stored = (await fixture.admin.ref('public/large').get()).val();
    expect([stored.medium.length, stored.large.length]).toEqual([medium.length, large.length]);

    await fixture.admin.ref('public/large/fromAdmin').set('A'.repeat(2 * 1024 * 1024));
    const reader = fixture.webDatabase();
    expect((await get(ref(reader, 'public/large/fromAdmin'))).val()).toHaveLength(2 * 1024 * 1024);
  });
});
