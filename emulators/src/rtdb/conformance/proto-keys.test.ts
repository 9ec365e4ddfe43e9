import { type Database, get, ref, set, update } from 'firebase/database';
import type { Database as AdminDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHash } from '../data/hash.ts';
import type { DatabaseRules } from '../index.ts';
import { Fixture, idToken } from '../test-support/fixture.ts';
import { unapprovedOwnRecord } from '../test-support/rules.ts';
import { WireClient } from '../test-support/wire-client.ts';

/**
 * "__proto__" is an ordinary key on the real service: an app user's record may not gain one where
 * `$other` validates false, whichever way it is written, the owner can store one, and it reaches clients as
 * an own key. The SDKs themselves mishandle the key, whatever the server: `set()` and transactions leave a
 * "__proto__" key out of the value they send, a web SDK transaction at a "__proto__" location is never sent, and
 * `val()` makes such a child the prototype of the object it returns. So the writes here carry it in `update()`
 * values and paths, and a raw wire client sends what an SDK would not (an attacker need not use an SDK).
 */
const RULES: DatabaseRules = {
  rules: {
    users: { $uid: unapprovedOwnRecord },
    open: {
      $uid: { '.write': "auth != null && auth.uid === $uid && !newData.child('approved').exists()" },
    },
  },
};

const ALICE = idToken('alice');
const BOB = idToken('bob');
const PERMISSION_DENIED = /PERMISSION_DENIED/;

const fixture = Fixture.forSuite(RULES);
let admin: AdminDatabase;
let alice: Database;
const clients: WireClient[] = [];

beforeAll(() => {
  admin = fixture.admin;
  alice = fixture.webDatabase(ALICE);
});

afterAll(() => {
  for (const client of clients) {
    client.close();
  }
});

/**
 * JSON text with the keys of every object in order, for comparing texts; the objects of the copy are made with
 * `fromEntries`, which keeps a "__proto__" key as a key.
 */
function sorted(text: string): string {
  return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

/** The REST answer for `path` as text, where a "__proto__" key shows if it was sent; keys in order. */
async function restText(path: string, query = ''): Promise<string> {
  const response = await fetch(`${fixture.server.url}${path}.json${query}`, {
    headers: { authorization: 'Bearer owner' },
  });
  expect(response.status).toBe(200);
  return sorted(await response.text());
}

/** A raw wire client signed in with `token`, able to send what no SDK sends. */
async function wireClientAs(token: string): Promise<WireClient> {
  const client = await WireClient.connect(fixture.server.port);
  clients.push(client);
  await client.nextMessage();
  expect(await client.request('auth', { cred: token })).toMatchObject({ status: 'ok' });
  return client;
}

function parsed(text: string): Record<string, unknown> {
  return JSON.parse(text);
}

describe('a "__proto__" child written by an app user', () => {
  it('is refused in the record where `$other` validates false (web SDK)', async () => {
    await set(ref(alice, 'users/alice'), { name: 'Alice' });
    const attempts = [
      () => update(ref(alice, 'users/alice'), parsed('{"name": "Alice", "__proto__": {"approved": true}}')),
      () => update(ref(alice, 'users/alice'), { '__proto__/approved': true }),
      () => update(ref(alice), { 'users/alice/__proto__/approved': true }),
      () => set(ref(alice, 'users/alice/__proto__'), { approved: true }),
      () => set(ref(alice, 'users/alice/__proto__/approved'), true),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toThrow(PERMISSION_DENIED);
    }
    expect(await restText('/users/alice')).toBe('{"name":"Alice"}');
  });

  it('is refused below a known child in a multi-path update (x/__proto__/y)', async () => {
    await update(ref(alice), { 'users/alice/feedback/f1/review': 'Great' });
    await expect(
      update(ref(alice), {
        'users/alice/feedback/f1/review': 'Great!',
        'users/alice/feedback/f1/__proto__/approveFeedback': true,
      }),
    ).rejects.toThrow(PERMISSION_DENIED);
    await expect(
      update(ref(alice, 'users/alice/feedback'), { 'f1/__proto__': { approveFeedback: true } }),
    ).rejects.toThrow(PERMISSION_DENIED);
    expect(await restText('/users/alice/feedback')).toBe('{"f1":{"review":"Great"}}');
  });

  it('is refused when sent over the wire in a put, a transaction or a merge', async () => {
    const client = await wireClientAs(ALICE);
    const denied = { status: 'permission_denied' };
    expect(
      await client.request('p', {
        p: '/users/alice',
        d: parsed('{"name": "Alice", "__proto__": {"approved": true}}'),
      }),
    ).toMatchObject(denied);
    expect(
      await client.request('p', { p: '/users/alice/__proto__', d: { approved: true }, h: nodeHash(null) }),
    ).toMatchObject(denied);
    expect(
      await client.request('m', { p: '/users/alice', d: parsed('{"__proto__": {"approved": true}}') }),
    ).toMatchObject(denied);
    expect(await restText('/users/alice')).toBe('{"feedback":{"f1":{"review":"Great"}},"name":"Alice"}');
  });

  it('stays out of its parent: a rule on `approved` does not see "__proto__/approved"', async () => {
    await update(ref(alice, 'open/alice'), { '__proto__/approved': true });
    await update(ref(alice, 'open/alice'), parsed('{"__proto__": {"approved": true, "n": 1}}'));
    await expect(set(ref(alice, 'open/alice/approved'), true)).rejects.toThrow(PERMISSION_DENIED);
    expect(await restText('/open')).toBe('{"alice":{"__proto__":{"approved":true,"n":1}}}');
  });
});

describe('a "__proto__" child written by the owner', () => {
  it('is stored and read back as an own key over REST and by the SDKs', async () => {
    await admin.ref('users/bob').update(parsed('{"name": "Bob", "__proto__": {"approved": true}}'));
    const text = await restText('/users/bob');
    expect(text).toBe('{"__proto__":{"approved":true},"name":"Bob"}');
    expect(Object.hasOwn(JSON.parse(text), '__proto__')).toBe(true);
    expect(Object.keys(parsed(text))).toEqual(['__proto__', 'name']);

    const bob = await get(ref(fixture.webDatabase(BOB), 'users/bob'));
    expect(bob.child('__proto__/approved').val()).toBe(true);
    expect(bob.child('approved').exists()).toBe(false);
    const adminView = await admin.ref('users/bob').get();
    expect(adminView.child('__proto__/approved').val()).toBe(true);
  });

  it('is written over REST and pushed to listeners as an own key', async () => {
    await admin.ref('users/bob').set({ name: 'Bob' });
    const client = await wireClientAs(BOB);
    expect(await client.request('q', { p: '/users/bob', h: '' })).toMatchObject({ status: 'ok' });
    const put = await fetch(`${fixture.server.url}/users/bob/__proto__.json`, {
      method: 'PUT',
      headers: { authorization: 'Bearer owner' },
      body: '{"approved": false, "__proto__": {"x": 1}}',
    });
    expect(sorted(await put.text())).toBe('{"__proto__":{"x":1},"approved":false}');
    const patch = await fetch(`${fixture.server.url}/users/bob.json`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner' },
      body: '{"__proto__/approved": false, "name": "Bob"}',
    });
    expect(sorted(await patch.text())).toBe('{"__proto__/approved":false,"name":"Bob"}');
    const patchOwn = await fetch(`${fixture.server.url}/users/bob/__proto__.json`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner' },
      body: '{"__proto__": {"x": 1}}',
    });
    expect(sorted(await patchOwn.text())).toBe('{"__proto__":{"x":1}}');
    expect(await restText('/users/bob', '?format=export')).toBe(
      '{"__proto__":{"__proto__":{"x":1},"approved":false},"name":"Bob"}',
    );
    const push = sorted(
      '{"t":"d","d":{"a":"d","b":{"p":"/users/bob/__proto__","d":{"approved":false,"__proto__":{"x":1}}}}}',
    );
    // Waits for the push (or fails when none comes), then checks its text.
    while (!client.frames.some((frame) => sorted(frame) === push)) {
      await client.nextMessage();
    }
    expect(client.frames.map(sorted)).toContain(push);
  });
});
