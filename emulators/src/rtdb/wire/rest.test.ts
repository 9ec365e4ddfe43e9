import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  orderByChild,
  orderByKey,
  orderByValue,
  type QueryConstraint,
  query,
  ref,
  startAfter,
  startAt,
} from 'firebase/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { Fixture, idToken } from '../test-support/fixture.ts';
import { ownRecordOnly } from '../test-support/rules.ts';

const signedIn = 'auth != null';

// Reads as a project's rules would allow them: each user's own record, lists any signed-in user reads (two of them
// indexed), and one that only a bounded query may read.
const fixture = Fixture.forSuite({
  rules: {
    users: { $uid: ownRecordOnly },
    board: { '.read': signedIn, '.indexOn': 'score' },
    queue: { '.read': signedIn, '.indexOn': '.value' },
    days: { '.read': signedIn },
    pages: { '.read': `${signedIn} && query.orderByKey == true && query.limitToFirst <= 2` },
  },
});

const BOARD = {
  ann: { score: 50 },
  bob: { score: 20 },
  cid: { score: 20 },
  dee: { score: 80 },
  eve: { team: 'none' },
};
const QUEUE = { a: 300, b: 100, c: 200, d: 100 };
const DAYS = {
  '2024-01-30': { n: 1 },
  '2024-01-31': { n: 2 },
  '2024-02-01': { n: 3 },
  '2024-02-02': { n: 4 },
};

beforeAll(async () => {
  await fixture.admin.ref().update({
    'users/alice': { name: 'Alice', secret: 'a' },
    'users/bob': { name: 'Bob', secret: 'b' },
    board: BOARD,
    queue: QUEUE,
    days: DAYS,
    pages: { p1: 1, p2: 2, p3: 3 },
  });
});

const alice = idToken('alice');

/** A client's read over REST: `parameters` are sent as given, the ID token as `auth` unless another is named. */
function clientRead(
  path: string,
  parameters: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  const search = new URLSearchParams({ auth: alice, ...parameters });
  return fetch(`${fixture.server.url}/${path}.json?${search}`, init);
}

async function clientJson(path: string, parameters: Record<string, string> = {}): Promise<unknown> {
  const response = await clientRead(path, parameters);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The same query through the web SDK signed in as alice: what a REST read must agree with. */
async function sdkValue(path: string, ...constraints: QueryConstraint[]): Promise<unknown> {
  return (await get(query(ref(fixture.webDatabase(alice), path), ...constraints))).val();
}

describe('REST reads by a signed-in client', () => {
  it('reads what the rules allow the signed-in user, as firebase-admin stores it', async () => {
    expect(await clientJson('users/alice')).toEqual({ name: 'Alice', secret: 'a' });
    expect(await clientJson('users/alice/name')).toBe('Alice');
    expect(await clientJson('users/alice/missing')).toBeNull();
    expect(await clientJson('board')).toEqual(BOARD);
  });

  it('refuses what the rules do not allow, showing nothing of it', async () => {
    for (const path of ['users/bob', 'users', '', 'elsewhere']) {
      const response = await clientRead(path);
      const text = await response.text();
      expect([path, response.status, JSON.parse(text)]).toEqual([path, 401, { error: 'Permission denied' }]);
      expect(text).not.toContain('Bob');
    }
    expect((await clientRead('users/alice', { auth: idToken('bob') })).status).toBe(401);
  });

  it('answers 401 for a token it cannot read, and refuses writes and the owner locations', async () => {
    for (const auth of ['', 'not-a-token', 'a.b.c']) {
      const response = await clientRead('board', { auth });
      expect([response.status, await response.json()]).toEqual([
        401,
        { error: 'Could not parse auth token.' },
      ]);
    }
    const write = await clientRead('users/alice', {}, { method: 'PUT', body: '"replaced"' });
    expect(write.status).toBe(401);
    expect((await fixture.admin.ref('users/alice/name').get()).val()).toBe('Alice');
    expect((await clientRead('.settings/rules')).status).toBe(401);
  });

  it('answers each range query with the window the SDK gets for it', async () => {
    const cases: Array<[string, Record<string, string>, QueryConstraint[]]> = [
      [
        'days',
        { orderBy: '"$key"', startAt: '"2024-01-31"', endAt: '"2024-02-01"' },
        [orderByKey(), startAt('2024-01-31'), endAt('2024-02-01')],
      ],
      [
        'days',
        { orderBy: '"$key"', startAfter: '"2024-01-30"', endBefore: '"2024-02-02"' },
        [orderByKey(), startAfter('2024-01-30'), endBefore('2024-02-02')],
      ],
      ['days', { orderBy: '"$key"', limitToLast: '2' }, [orderByKey(), limitToLast(2)]],
      ['queue', { orderBy: '"$value"', limitToFirst: '1' }, [orderByValue(), limitToFirst(1)]],
      ['queue', { orderBy: '"$value"', limitToFirst: '3' }, [orderByValue(), limitToFirst(3)]],
      ['queue', { orderBy: '"$value"', equalTo: '100' }, [orderByValue(), equalTo(100)]],
      ['board', { orderBy: '"score"', startAfter: '20' }, [orderByChild('score'), startAfter(20)]],
      ['board', { orderBy: '"score"', endBefore: '50' }, [orderByChild('score'), endBefore(50)]],
      [
        'board',
        { orderBy: '"score"', startAt: '20', limitToFirst: '2' },
        [orderByChild('score'), startAt(20), limitToFirst(2)],
      ],
      [
        'board',
        { orderBy: '"score"', endAt: '80', limitToLast: '2' },
        [orderByChild('score'), endAt(80), limitToLast(2)],
      ],
      ['board', { orderBy: '"score"', equalTo: '7' }, [orderByChild('score'), equalTo(7)]],
    ];
    for (const [path, parameters, constraints] of cases) {
      expect(await clientJson(path, parameters), JSON.stringify(parameters)).toEqual(
        await sdkValue(path, ...constraints),
      );
    }
    expect(await clientJson('queue', { orderBy: '"$value"', limitToFirst: '1' })).toEqual({ b: 100 });
    expect(await clientJson('board', { orderBy: '"score"', equalTo: '7' })).toBeNull();
  });

  it('judges query-based rules by the query of the REST read', async () => {
    expect(await clientJson('pages', { orderBy: '"$key"', limitToFirst: '2' })).toEqual({ p1: 1, p2: 2 });
    const refused: Record<string, string>[] = [
      {},
      { orderBy: '"$key"', limitToFirst: '3' },
      { orderBy: '"$value"' },
    ];
    for (const parameters of refused) {
      expect((await clientRead('pages', parameters)).status, JSON.stringify(parameters)).toBe(401);
    }
  });

  it('answers 400 for a malformed query, and for one the rules declare no index for', async () => {
    const malformed = await clientRead('days', { limitToFirst: '1' });
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { error: 'orderBy must be defined when other query parameters are defined' },
    ]);
    expect((await clientRead('days', { orderBy: '$key' })).status).toBe(400);
    expect((await clientRead('days', { orderBy: '"$key"', startAt: '5' })).status).toBe(400);
    const unindexed = await clientRead('days', { orderBy: '"n"', limitToFirst: '1' });
    expect([unindexed.status, await unindexed.json()]).toEqual([
      400,
      { error: 'Index not defined, add ".indexOn": "n", for path "/days", to the rules' },
    ]);
    const notReadable = await clientRead('users/bob', { orderBy: '"n"' });
    expect(notReadable.status).toBe(401);
  });

  it('lets pages of any origin read, with an App Check token', async () => {
    const preflight = await fetch(`${fixture.server.url}/queue.json`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://console.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-firebase-appcheck',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['x-firebase-appcheck', 'content-type']),
    );
    const origin = { origin: 'https://console.example.com', 'x-firebase-appcheck': 'app-check-token' };
    const answers = [
      await clientRead('queue', {}, { headers: origin }),
      await clientRead('users/bob', {}, { headers: origin }),
      await clientRead('queue', { auth: 'unreadable' }, { headers: origin }),
      await clientRead('queue', { limitToFirst: '1' }, { headers: origin }),
    ];
    expect(
      answers.map((answer) => [answer.status, answer.headers.get('access-control-allow-origin')]),
    ).toEqual([
      [200, '*'],
      [401, '*'],
      [401, '*'],
      [400, '*'],
    ]);
  });
});

describe('REST reads by the owner', () => {
  const owner = { authorization: 'Bearer owner' };

  it('take the same query parameters, and need the same indexes', async () => {
    const window = await fetch(`${fixture.server.url}/queue.json?orderBy="$value"&limitToLast=2`, {
      headers: owner,
    });
    expect(await window.json()).toEqual({ a: 300, c: 200 });
    const unindexed = await fetch(`${fixture.server.url}/days.json?orderBy="n"`, { headers: owner });
    expect(unindexed.status).toBe(400);
  });

  it('act as the owner even with an ID token, and are not offered to other origins', async () => {
    const response = await fetch(`${fixture.server.url}/users/bob.json?auth=${alice}`, { headers: owner });
    expect(await response.json()).toEqual({ name: 'Bob', secret: 'b' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
