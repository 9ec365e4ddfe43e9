import { describe, expect, it } from 'vitest';
import {
  compareDatabaseKeys,
  inDatabaseOrder,
  type RestDatabase,
  restAnswerValue,
  restQueryParameters,
  restReadUrl,
} from './database-rest.ts';

const project: RestDatabase = {
  databaseURL: 'https://gym-console-default-rtdb.firebaseio.com',
  local: false,
};
const local: RestDatabase = { databaseURL: 'ws://127.0.0.1:9000?ns=demo-test', local: true };

function parametersOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

describe('restReadUrl', () => {
  it("reads a project's database at its host over https, with the ID token as auth", () => {
    const url = restReadUrl(project, { path: 'readModels/homeFigures' }, 'id-token');
    expect(url.origin + url.pathname).toBe(
      'https://gym-console-default-rtdb.firebaseio.com/readModels/homeFigures.json',
    );
    expect(parametersOf(url)).toEqual({ auth: 'id-token' });
    const regional = restReadUrl(
      { databaseURL: 'https://gym-default-rtdb.europe-west1.firebasedatabase.app/', local: false },
      { path: '/a/b/' },
      't',
    );
    expect(regional.href).toBe('https://gym-default-rtdb.europe-west1.firebasedatabase.app/a/b.json?auth=t');
  });

  it("reads a local backend's database over http at the WebSocket's host and port, naming the namespace", () => {
    const url = restReadUrl(local, { path: 'readModels/chartDays/2024-01-31' }, 'id-token');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/readModels/chartDays/2024-01-31.json');
    expect(parametersOf(url)).toEqual({ ns: 'demo-test', auth: 'id-token' });
  });

  it('encodes each key on its own, and the root as /.json', () => {
    expect(restReadUrl(project, { path: 'a b/c%d/é' }, 't').pathname).toBe('/a%20b/c%25d/%C3%A9.json');
    expect(restReadUrl(project, { path: '' }, 't').pathname).toBe('/.json');
  });

  it('puts a range in the REST query parameters', () => {
    const url = restReadUrl(
      local,
      { path: 'readModels/approvalQueue', orderBy: 'value', limitToFirst: 1 },
      't',
    );
    expect(parametersOf(url)).toEqual({ orderBy: '"$value"', limitToFirst: '1', ns: 'demo-test', auth: 't' });
    // The token is a parameter like any other: encoded, never taken for part of the path.
    expect(restReadUrl(project, { path: 'x' }, 'a+b/c=').searchParams.get('auth')).toBe('a+b/c=');
  });
});

describe('restQueryParameters', () => {
  it('names the order as a JSON string and JSON-encodes the bounds', () => {
    expect(
      Object.fromEntries(
        restQueryParameters({ path: 'days', orderBy: 'key', startAt: ['2024-01-01'], endAt: ['2024-01-31'] }),
      ),
    ).toEqual({ orderBy: '"$key"', startAt: '"2024-01-01"', endAt: '"2024-01-31"' });
    expect(
      Object.fromEntries(
        restQueryParameters({
          path: 'list',
          orderBy: { child: 'order/any' },
          startAfter: [20],
          endBefore: [null],
          limitToLast: 50,
        }),
      ),
    ).toEqual({ orderBy: '"order/any"', startAfter: '20', endBefore: 'null', limitToLast: '50' });
    expect(
      Object.fromEntries(
        restQueryParameters({ path: 'flags', orderBy: 'value', startAt: [true], endAt: ['1'] }),
      ),
    ).toEqual({ orderBy: '"$value"', startAt: 'true', endAt: '"1"' });
  });
});

describe('compareDatabaseKeys', () => {
  it('puts 32-bit integer keys first, numerically, then the others as text', () => {
    const keys = ['b', '10', 'a', '-3', '2', '2147483648', '007', '7', 'A', '1a'];
    expect(keys.sort(compareDatabaseKeys)).toEqual([
      '-3',
      '2',
      '7',
      '007',
      '10',
      '1a',
      '2147483648',
      'A',
      'a',
      'b',
    ]);
  });
});

describe('inDatabaseOrder', () => {
  it("orders every object's children by key, whatever order the answer gave them in", () => {
    const answer = JSON.parse(
      '{"2024-02-01":{"z":1,"a":2},"2024-01-31":{"n":3},"b":[{"y":1,"x":2}],"a":null}',
    );
    const ordered = inDatabaseOrder(answer);
    expect(JSON.stringify(ordered)).toBe(
      '{"2024-01-31":{"n":3},"2024-02-01":{"a":2,"z":1},"a":null,"b":[{"x":2,"y":1}]}',
    );
  });

  it('keeps a stored "__proto__" key as data, and primitives as they are', () => {
    const ordered = inDatabaseOrder(JSON.parse('{"x":1,"__proto__":{"polluted":true}}'));
    expect(Object.keys(ordered as object)).toEqual(['__proto__', 'x']);
    expect(Object.getPrototypeOf(ordered)).toBe(Object.prototype);
    expect(inDatabaseOrder(5)).toBe(5);
    expect(inDatabaseOrder(null)).toBeNull();
  });
});

describe('restAnswerValue', () => {
  it('gives the value of an answer, in database order', async () => {
    const answer = new Response('{"b":2,"a":1}', { status: 200 });
    expect(JSON.stringify(await restAnswerValue('x', answer))).toBe('{"a":1,"b":2}');
    expect(await restAnswerValue('x', new Response('null'))).toBeNull();
  });

  it("fails with the service's reason, or the status where it gives none", async () => {
    const refused = new Response('{"error":"Permission denied"}', { status: 401 });
    await expect(restAnswerValue('users', refused)).rejects.toThrow(/^Permission denied$/);
    const broken = new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(restAnswerValue('users', broken)).rejects.toThrow(
      'Reading /users failed: the database answered 502',
    );
  });
});
