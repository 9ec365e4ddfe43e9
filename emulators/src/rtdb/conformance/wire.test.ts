import { afterAll, describe, expect, it } from 'vitest';
import { nodeHash } from '../data/hash.ts';
import { nodeFromJson } from '../data/tree.ts';
import { Fixture, idToken } from '../test-support/fixture.ts';
import { WireClient } from '../test-support/wire-client.ts';

const fixture = Fixture.forSuite({
  rules: { '.write': true, $location: { '.read': "$location !== 'secret'" } },
});
const clients: WireClient[] = [];

afterAll(() => {
  for (const client of clients) {
    client.close();
  }
});

/** A connected client past the handshake. */
async function connect(namespace?: string): Promise<WireClient> {
  const client = await WireClient.connect(fixture.server.port, namespace);
  clients.push(client);
  await client.nextMessage();
  return client;
}

describe('wire protocol', () => {
  it('speaks first with a handshake naming the host and a session', async () => {
    const client = await WireClient.connect(fixture.server.port);
    clients.push(client);
    expect(await client.nextMessage()).toEqual({
      t: 'c',
      d: {
        t: 'h',
        d: { ts: expect.any(Number), v: '5', h: `127.0.0.1:${fixture.server.port}`, s: expect.any(String) },
      },
    });
  });

  it('answers pings with pongs and ignores keep-alives', async () => {
    const client = await connect();
    client.sendFrame('0');
    client.send({ t: 'c', d: { t: 'p', d: {} } });
    expect(await client.nextMessage()).toEqual({ t: 'c', d: { t: 'o', d: {} } });
    expect(await client.request('s', { c: { 'sdk.js.12-19-0': 1 } })).toMatchObject({
      status: 'ok',
      data: '',
    });
  });

  it('pushes the data of a listen before acknowledging it, with the tag of a query', async () => {
    const client = await connect();
    await client.request('p', { p: '/listened', d: { a: 1, b: 2 } });
    const plain = await client.request('q', { p: '/listened', h: '' });
    expect(plain.before).toEqual([{ t: 'd', d: { a: 'd', b: { p: '/listened', d: { a: 1, b: 2 } } } }]);
    expect(plain.status).toBe('ok');

    const tagged = await client.request('q', {
      p: '/listened',
      q: { l: 1, vf: 'r', i: '.value' },
      t: 4,
      h: '',
    });
    expect(tagged.before).toEqual([{ t: 'd', d: { a: 'd', b: { p: '/listened', d: { b: 2 }, t: 4 } } }]);
  });

  it('broadcasts a multi-path update as one merge', async () => {
    const listener = await connect();
    const writer = await connect();
    await listener.request('q', { p: '/merged', h: '' });
    expect(
      await writer.request('m', { p: '/merged', d: { 'a/b': 1, c: null, d: { '.sv': 'timestamp' } } }),
    ).toMatchObject({
      status: 'ok',
    });
    const pushed = await listener.nextMessage();
    expect(pushed).toEqual({
      t: 'd',
      d: { a: 'm', b: { p: '/merged', d: { 'a/b': 1, c: null, d: expect.any(Number) } } },
    });
  });

  it('compares a put carrying a hash with the hash of the stored data', async () => {
    const client = await connect();
    await client.request('p', { p: '/hashed', d: { n: 1, '.priority': 3 } });
    expect(await client.request('p', { p: '/hashed', d: { n: 2 }, h: '' })).toMatchObject({
      status: 'datastale',
    });
    const hash = nodeHash(nodeFromJson({ n: 1, '.priority': 3 }));
    expect(await client.request('p', { p: '/hashed', d: { n: 2 }, h: hash })).toMatchObject({ status: 'ok' });
    expect(await client.request('g', { p: '/hashed', q: {} })).toMatchObject({
      status: 'ok',
      data: { n: 2 },
    });
  });

  it('splits large replies into counted frames and reassembles large requests', async () => {
    const client = await connect();
    const big = 'b'.repeat(40_000);
    expect(await client.request('p', { p: '/big', d: big })).toMatchObject({ status: 'ok' });
    const framesBefore = client.frames.length;
    expect(await client.request('g', { p: '/big', q: {} })).toMatchObject({ status: 'ok', data: big });
    const replyFrames = client.frames.slice(framesBefore);
    expect(replyFrames[0]).toBe('3');
    expect(replyFrames.slice(1).map((frame) => frame.length)).toEqual([16384, 16384, expect.any(Number)]);
  });

  it('serves one tree whatever the namespace', async () => {
    const first = await connect('project-one');
    const second = await connect('project-one-default-rtdb');
    await first.request('p', { p: '/shared', d: 'same' });
    expect(await second.request('g', { p: '/shared', q: {} })).toMatchObject({ data: 'same' });
  });

  it('decodes ID tokens into auth and refuses what is not a token', async () => {
    const client = await connect();
    expect(await client.request('auth', { cred: 'garbage' })).toMatchObject({ status: 'invalid_token' });
    const token = idToken('carol', { admin: true });
    expect(await client.request('auth', { cred: token })).toMatchObject({
      status: 'ok',
      data: { auth: { uid: 'carol', token: expect.objectContaining({ admin: true, user_id: 'carol' }) } },
    });
    expect(await client.request('unauth', {})).toMatchObject({ status: 'ok' });
    expect(await client.request('gauth', { cred: 'not-owner' })).toMatchObject({ status: 'invalid_token' });
  });

  it('lets the owner credential bypass rules unless it asks to act as nobody', async () => {
    const client = await connect();
    expect(await client.request('g', { p: '/secret', q: {} })).toMatchObject({ status: 'permission_denied' });
    expect(await client.request('gauth', { cred: 'owner' })).toMatchObject({ status: 'ok' });
    expect(await client.request('g', { p: '/secret', q: {} })).toMatchObject({ status: 'ok' });
    expect(await client.request('gauth', { cred: 'owner', noauth: true })).toMatchObject({ status: 'ok' });
    expect(await client.request('g', { p: '/secret', q: {} })).toMatchObject({ status: 'permission_denied' });
  });

  it('answers malformed requests with an error and keeps the connection', async () => {
    const client = await connect();
    expect(await client.request('p', { d: 1 })).toMatchObject({ status: 'invalid_request' });
    expect(await client.request('p', { p: '/a.b', d: 1 })).toMatchObject({ status: 'invalid_request' });
    expect(await client.request('q', { p: '/x', q: { sp: 1, i: '.key' }, t: 1 })).toMatchObject({
      status: 'invalid_request',
    });
    expect(await client.request('p', { p: '/x', d: { 'bad/key': 1 } })).toMatchObject({
      status: 'invalid_data',
    });
    expect(await client.request('fly', {})).toMatchObject({ status: 'invalid_request' });
    expect(await client.request('s', {})).toMatchObject({ status: 'ok' });
  });

  it('closes a connection that sends something other than the protocol, and keeps serving others', async () => {
    const client = await connect();
    client.sendFrame('{not json');
    expect((await client.closed).code).toBe(1002);
    const other = await connect();
    expect(await other.request('s', {})).toMatchObject({ status: 'ok' });
  });

  it('refuses websocket upgrades elsewhere than /.ws', async () => {
    await expect(WireClient.connect(fixture.server.port, 'demo', '/other')).rejects.toThrow(/404/);
  });
});
