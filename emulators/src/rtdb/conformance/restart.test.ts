import { connect } from 'node:net';
import type { Database as AdminDatabase } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { restartStatus } from '../restart-control-client.ts';
import { Fixture } from '../test-support/fixture.ts';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const fixture = Fixture.forSuite({ rules: {} });

function restart(body: unknown, headers: Record<string, string> = OWNER): Promise<Response> {
  return fetch(`${fixture.server.url}/.control/restart.json`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

// The SDK's own view of the connection, in the order it reported it.
function connectionStates(database: AdminDatabase): { states: boolean[]; stop: () => void } {
  const states: boolean[] = [];
  const connected = database.ref('.info/connected');
  const listener = connected.on('value', (snapshot) => {
    states.push(snapshot.val() === true);
  });
  return { states, stop: () => connected.off('value', listener) };
}

// What the server answers a websocket client that tries to connect now.
function refusedUpgradeStatus(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${fixture.server.url.replace('http', 'ws')}/.ws?ns=demo-test&v=5`);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      socket.close();
      reject(new Error('The server accepted the connection'));
    });
    socket.on('error', () => {});
  });
}

// A client that asks to connect during the outage, reads the refusal, then resets the connection instead of
// closing it (as a client process that dies does): the server must take the reset in its stride.
function upgradeRefusedThenReset(): Promise<string> {
  const { hostname, port } = new URL(fixture.server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'GET /.ws?ns=demo-test&v=5 HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    socket.once('data', (response) => {
      socket.resetAndDestroy();
      resolve(response.toString().split('\r\n')[0] ?? '');
    });
    socket.on('error', reject);
  });
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /.control/restart.json', () => {
  it('drops the clients, refuses them while down, and serves them again with the data kept', async () => {
    await fixture.admin.ref('kept').set({ value: 1 });
    const connection = connectionStates(fixture.admin);
    await until(() => connection.states.at(-1) === true);

    const downMs = 1500;
    const restartedAt = Date.now();
    expect((await restart({ downMs })).status).toBe(204);
    await until(() => connection.states.at(-1) === false);
    // A client trying during the outage is turned away.
    await expect(refusedUpgradeStatus()).resolves.toBe(503);

    await until(() => connection.states.at(-1) === true);
    expect(Date.now() - restartedAt).toBeGreaterThanOrEqual(downMs);
    connection.stop();
    expect((await fixture.admin.ref('kept').get()).val()).toEqual({ value: 1 });
  }, 30_000);

  it('restarts right after the next write to a location is stored, before the writer hears back', async () => {
    const connection = connectionStates(fixture.admin);
    await until(() => connection.states.at(-1) === true);
    const { restarts } = await restartStatus(fixture.server.url);
    expect((await restart({ downMs: 500, afterWriteTo: '/armed/location' })).status).toBe(204);
    expect(await restartStatus(fixture.server.url)).toEqual({
      restarts,
      armed: { afterWriteTo: '/armed/location', downMs: 500 },
    });

    // A write elsewhere leaves it armed; one above the location sets it off.
    await fixture.admin.ref('elsewhere').set(1);
    expect(connection.states.at(-1)).toBe(true);
    const written = fixture.admin.ref().update({ 'armed/other': 1, 'armed/location/value': 2 });
    await until(() => connection.states.at(-1) === false);
    expect(await restartStatus(fixture.server.url)).toEqual({ restarts: restarts + 1, armed: null });
    // The SDK sends the unacknowledged write again once connected: the server holds it once, as written.
    await written;
    connection.stop();
    expect((await fixture.admin.ref('armed').get()).val()).toEqual({ other: 1, location: { value: 2 } });
  }, 30_000);

  it('keeps serving after a client turned away during the outage resets its connection', async () => {
    expect((await restart({ downMs: 1000 })).status).toBe(204);
    const statusLines = await Promise.all(Array.from({ length: 20 }, () => upgradeRefusedThenReset()));
    expect(new Set(statusLines)).toEqual(new Set(['HTTP/1.1 503 Service Unavailable']));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await fixture.admin.ref('after-reset').set(1);
    expect((await fixture.admin.ref('after-reset').get()).val()).toBe(1);
  });

  it('disarms a restart waiting for a write', async () => {
    expect((await restart({ downMs: 500, afterWriteTo: '/never' })).status).toBe(204);
    const { restarts } = await restartStatus(fixture.server.url);
    const disarmed = await fetch(`${fixture.server.url}/.control/restart.json`, {
      method: 'DELETE',
      headers: OWNER,
    });
    expect(disarmed.status).toBe(204);
    await fixture.admin.ref('never').set(1);
    expect(await restartStatus(fixture.server.url)).toEqual({ restarts, armed: null });
  });

  it('refuses a caller without the owner credential, and a malformed or out-of-range downMs', async () => {
    expect((await restart({ downMs: 10 }, { 'content-type': 'application/json' })).status).toBe(401);
    const badBodies = [
      {},
      { downMs: -1 },
      { downMs: 1.5 },
      { downMs: '10' },
      { downMs: 60_001 },
      [],
      { downMs: 10, afterWriteTo: 3 },
      { downMs: 10, afterWriteTo: '/a#b' },
    ];
    for (const body of badBodies) {
      expect((await restart(body)).status).toBe(400);
    }
    const connection = connectionStates(fixture.admin);
    await until(() => connection.states.includes(true));
    await fixture.admin.ref('kept').get();
    connection.stop();
    // Connected since it first was: no request above dropped the clients.
    expect(connection.states.slice(connection.states.indexOf(true))).toEqual([true]);
  });
});
