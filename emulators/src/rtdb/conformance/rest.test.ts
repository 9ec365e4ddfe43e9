import { get, onValue, ref } from 'firebase/database';
import { describe, expect, it, vi } from 'vitest';
import { Fixture } from '../test-support/fixture.ts';

const OWNER = { authorization: 'Bearer owner' };
const RULES = { rules: { public: { '.read': true } } };

const fixture = Fixture.forSuite(RULES);

function rest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${fixture.server.url}${path}`, { ...init, headers: { ...OWNER, ...init.headers } });
}

async function restJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await rest(path, init);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('REST API', () => {
  it('answers 401 without the owner credential', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer someone' }];
    for (const headers of attempts) {
      const read = await fetch(`${fixture.server.url}/public.json`, { headers });
      const write = await fetch(`${fixture.server.url}/public.json`, { method: 'PUT', headers, body: '1' });
      expect([read.status, write.status]).toEqual([401, 401]);
    }
    expect((await fixture.admin.ref('public').get()).exists()).toBe(false);
  });

  it('puts, gets, patches and deletes', async () => {
    expect(
      await restJson('/public/item.json', {
        method: 'PUT',
        body: JSON.stringify({ a: 1, list: ['x', 'y'] }),
      }),
    ).toEqual({
      a: 1,
      list: ['x', 'y'],
    });
    expect(await restJson('/public/item.json')).toEqual({ a: 1, list: ['x', 'y'] });
    expect(
      await restJson('/public/item.json', { method: 'PATCH', body: JSON.stringify({ a: null, 'b/c': 2 }) }),
    ).toEqual({ a: null, 'b/c': 2 });
    expect((await fixture.admin.ref('public/item').get()).val()).toEqual({ b: { c: 2 }, list: ['x', 'y'] });
    expect(await restJson('/public/item/b.json', { method: 'DELETE' })).toBeNull();
    expect(await restJson('/public/item.json')).toEqual({ list: ['x', 'y'] });
  });

  it('resolves server values and shows priorities with format=export', async () => {
    const before = Date.now();
    await restJson('/public/stamped.json', {
      method: 'PUT',
      body: JSON.stringify({ at: { '.sv': 'timestamp' }, '.priority': 4 }),
    });
    const exported = await restJson('/public/stamped.json?format=export');
    expect(exported).toEqual({ at: expect.any(Number), '.priority': 4 });
    expect(await restJson('/public/stamped/at.json')).toBeGreaterThanOrEqual(before);
  });

  it('rejects bad JSON, bad keys and unknown locations', async () => {
    expect((await rest('/public/x.json', { method: 'PUT', body: '{not json' })).status).toBe(400);
    expect((await rest('/public/x.json', { method: 'PUT', body: '{"a.b":1}' })).status).toBe(400);
    expect((await rest('/public/a%2Fb.json')).status).toBe(400);
    expect((await rest('/public/x')).status).toBe(404);
  });

  it('notifies live listeners of REST writes like of any other', async () => {
    const client = fixture.webDatabase();
    const seen: unknown[] = [];
    onValue(ref(client, 'public/live'), (snapshot) => seen.push(snapshot.val()));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await restJson('/public/live.json', { method: 'PUT', body: '"hello"' });
    await vi.waitFor(() => expect(seen).toEqual([null, 'hello']));
  });

  it('replaces the rules, refusing rules that do not parse', async () => {
    const client = fixture.webDatabase();
    await fixture.admin.ref('private/note').set('secret');
    await expect(get(ref(client, 'private/note'))).rejects.toThrow(/Permission denied/i);

    const invalid = await rest('/.settings/rules.json', {
      method: 'PUT',
      body: '{"rules":{".read":"auth =="}}',
    });
    expect(invalid.status).toBe(400);

    const opened = { rules: { '.read': true } };
    expect(await restJson('/.settings/rules.json', { method: 'PUT', body: JSON.stringify(opened) })).toEqual({
      status: 'ok',
    });
    expect(await restJson('/.settings/rules.json')).toEqual(opened);
    expect((await get(ref(fixture.webDatabase(), 'private/note'))).val()).toBe('secret');
    await restJson('/.settings/rules.json', { method: 'PUT', body: JSON.stringify(RULES) });
  });

  it('cancels listeners that new rules no longer allow', async () => {
    const client = fixture.webDatabase();
    const cancelled = new Promise<Error>((resolve) =>
      onValue(ref(client, 'public'), () => undefined, resolve),
    );
    await restJson('/.settings/rules.json', { method: 'PUT', body: JSON.stringify({ rules: {} }) });
    expect((await cancelled).message).toMatch(/permission_denied/);
    await restJson('/.settings/rules.json', { method: 'PUT', body: JSON.stringify(RULES) });
  });

  it('resets the data with DELETE /.json', async () => {
    await fixture.admin.ref('public/before-reset').set(true);
    const client = fixture.webDatabase();
    const seen: unknown[] = [];
    onValue(ref(client, 'public'), (snapshot) => seen.push(snapshot.val()));
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ 'before-reset': true }));
    expect(await restJson('/.json', { method: 'DELETE' })).toBeNull();
    expect(await restJson('/.json')).toBeNull();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
  });

  it('explains that long polling is not available', async () => {
    const response = await fetch(`${fixture.server.url}/.lp?start=t&ser=1&cb=1&v=5&ns=demo`);
    expect(response.status).toBe(501);
    expect(await response.text()).toMatch(/websocket/i);
  });
});
