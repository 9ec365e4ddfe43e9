import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFunctionsEmulator, type ReceivedEvent } from '../test-support/fake-functions-emulator.ts';
import { Fixture } from '../test-support/fixture.ts';
import { waitForTriggers } from '../trigger-control-client.ts';

const OWNER = { authorization: 'Bearer owner' };
const PROJECT_ID = 'demo-test';
const WRITTEN = 'google.firebase.database.ref.v1.written';
const CREATED = 'google.firebase.database.ref.v1.created';
const UPDATED = 'google.firebase.database.ref.v1.updated';
const DELETED = 'google.firebase.database.ref.v1.deleted';
const MAX_IN_FLIGHT = 4;

let fake: FakeFunctionsEmulator;
beforeAll(async () => {
  fake = await FakeFunctionsEmulator.start();
});
afterAll(() => fake.close());

const fixture = Fixture.forSuite(undefined, () => ({
  triggers: {
    functionsEmulatorHost: fake.host,
    maxInFlight: MAX_IN_FLIGHT,
    maxFunctionAttempts: 3,
    initialBackoffMs: 20,
    maxBackoffMs: 100,
    log: () => {},
  },
}));

/** Lets every event settle, then forgets them and any behaviour a test gave the fake. */
async function resetReceiver(): Promise<void> {
  await fixture.server.triggers.whenIdle();
  fake.reset();
}

beforeEach(resetReceiver);

function rest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${fixture.server.url}${path}`, { ...init, headers: { ...OWNER, ...init.headers } });
}

function registration(key: string, path: string, event: string = WRITTEN): Record<string, string> {
  return {
    name: `projects/${PROJECT_ID}/locations/us-central1/triggers/${key}`,
    path,
    event,
    topic: `projects/${PROJECT_ID}/topics/${key}`,
    namespacePattern: '*',
  };
}

/** Registers a function the way firebase-tools' Functions emulator does; returns its key. */
async function registerTrigger(key: string, path: string, event: string = WRITTEN): Promise<string> {
  const response = await rest('/.settings/functionTriggers.json', {
    method: 'POST',
    body: JSON.stringify(registration(key, path, event)),
  });
  expect(response.status, await response.text()).toBe(200);
  return key;
}

/** Every event settled, then what `key` received as `ref → {before, delta}` in order of arrival. */
async function settledEventsFor(key: string): Promise<{ ref: string; before: unknown; delta: unknown }[]> {
  await fixture.server.triggers.whenIdle();
  return fake
    .eventsFor(key)
    .map(({ event }) => ({ ref: event.ref, before: event.data.data, delta: event.data.delta }));
}

function byRef<T extends { ref: string }>(events: T[]): T[] {
  return [...events].sort((a, b) => a.ref.localeCompare(b.ref));
}

describe('database triggers: registration', () => {
  it('takes registrations from the owner only, and refuses what it cannot serve', async () => {
    const body = JSON.stringify(registration('us-central1-anyone-0', 'x/{id}'));
    const anonymous = await fetch(`${fixture.server.url}/.settings/functionTriggers.json`, {
      method: 'POST',
      body,
    });
    expect(anonymous.status).toBe(401);

    const v1 = {
      ...registration('v1-0', 'x/{id}'),
      event: 'providers/google.firebase.database/eventTypes/ref.write',
    };
    const multiSegment = registration('deep-0', 'x/{rest=**}');
    const partial = registration('partial-0', 'x/user-{id}');
    for (const refused of [v1, multiSegment, partial, { name: 'not-a-trigger' }]) {
      const response = await rest('/.settings/functionTriggers.json', {
        method: 'POST',
        body: JSON.stringify(refused),
      });
      expect(response.status, JSON.stringify(refused)).toBe(400);
    }
  });

  it('replaces a function registered again under a new generation, as after a reload of the codebase', async () => {
    const earlier = await registerTrigger('us-central1-reloaded-0', 'reloaded/{id}');
    const later = await registerTrigger('us-central1-reloaded-1', 'reloaded/{id}');
    await fixture.admin.ref('reloaded/a').set(1);
    expect(await settledEventsFor(earlier)).toEqual([]);
    expect(await settledEventsFor(later)).toEqual([{ ref: 'reloaded/a', before: null, delta: 1 }]);
  });

  it('answers its delivery counters on /.control/triggers.json, to the owner only', async () => {
    expect((await fetch(`${fixture.server.url}/.control/triggers.json`)).status).toBe(401);
    const response = await rest('/.control/triggers.json');
    expect(await response.json()).toEqual({
      pending: 0,
      inFlight: 0,
      delivered: expect.any(Number),
      failed: expect.any(Number),
      paused: false,
    });
  });

  it('answers /.control/triggers.json?wait=idle once the events raised so far are delivered', async () => {
    const key = await registerTrigger('us-central1-awaited-0', 'awaited/{id}');
    fake.responder = () => ({ status: 200, delayMs: 300 });
    await fixture.admin.ref('awaited/a').set(1);
    await fixture.admin.ref('awaited/a').set(2);
    expect(fixture.server.triggers.status()).toMatchObject({ pending: 1, inFlight: 1 });
    const response = await rest('/.control/triggers.json?wait=idle');
    expect(await response.json()).toMatchObject({ pending: 0, inFlight: 0 });
    expect(fake.eventsFor(key)).toHaveLength(2);
    expect((await rest('/.control/triggers.json?wait=quiet')).status).toBe(400);
    expect((await rest('/.control/triggers.json?wait=idle', { method: 'POST', body: '{}' })).status).toBe(
      400,
    );
  });

  it('lets waitForTriggers resolve when the triggers are idle, and name what is left when they stay busy', async () => {
    const key = await registerTrigger('us-central1-waited-0', 'waited/{id}');
    fake.responder = () => ({ status: 200, delayMs: 200 });
    await fixture.admin.ref('waited/a').set(1);
    await waitForTriggers(fixture.server.url);
    expect(fake.eventsFor(key)).toHaveLength(1);
    expect(fixture.server.triggers.status()).toMatchObject({ pending: 0, inFlight: 0 });

    fake.responder = () => ({ status: 200, delayMs: 1_000 });
    await fixture.admin.ref('waited/b').set(1);
    await expect(waitForTriggers(fixture.server.url, 100)).rejects.toThrow(
      'Database triggers still busy after 100 ms: 0 waiting, 1 running',
    );
  });

  it('raises no events for writes while paused, and raises them again once resumed', async () => {
    const key = await registerTrigger('us-central1-paused-0', 'paused/{id}');
    const pause = (body: unknown) =>
      rest('/.control/triggers.json', { method: 'POST', body: JSON.stringify(body) });
    expect((await pause({ paused: 'yes' })).status).toBe(400);
    const paused = await pause({ paused: true });
    expect(await paused.json()).toMatchObject({ paused: true });
    await fixture.admin.ref('paused/a').set(1);
    expect((await pause({ paused: false })).status).toBe(200);
    await fixture.admin.ref('paused/b').set(2);
    expect(await settledEventsFor(key)).toEqual([{ ref: 'paused/b', before: null, delta: 2 }]);
  });
});

describe('database triggers: which events', () => {
  it('fires once per matching child of a multi-path update, with its data before and the change', async () => {
    const key = await registerTrigger('us-central1-multi-0', 'multi/{itemId}');
    await fixture.admin.ref('multi').set({ a: { n: 1, keep: true }, b: { n: 2 }, c: { n: 3 }, d: { n: 4 } });
    await resetReceiver();

    await fixture.admin
      .ref()
      .update({ 'multi/a/n': 10, 'multi/b': { m: 1 }, 'multi/c': null, 'multi/e': 'new' });

    expect(byRef(await settledEventsFor(key))).toEqual([
      { ref: 'multi/a', before: { n: 1, keep: true }, delta: { n: 10 } },
      { ref: 'multi/b', before: { n: 2 }, delta: { m: 1, n: null } },
      { ref: 'multi/c', before: { n: 3 }, delta: null },
      { ref: 'multi/e', before: null, delta: 'new' },
    ]);
    const [first] = fake.eventsFor(key) as [ReceivedEvent];
    expect(first.projectId).toBe(PROJECT_ID);
    expect(first.contentType).toContain('application/cloudevents+json');
    expect(first.event).toMatchObject({
      specversion: '1.0',
      type: WRITTEN,
      instance: `${PROJECT_ID}-default-rtdb`,
      firebasedatabasehost: 'firebaseio.com',
      location: 'us-central1',
      id: expect.any(String),
      time: expect.any(String),
    });
  });

  it('matches nested wildcards, from a write above them and from one below them', async () => {
    const key = await registerTrigger('us-central1-nested-0', 'nested/{uid}/items/{itemId}');
    await fixture.admin.ref('nested').set({
      alice: { items: { i1: 1, i2: 2 }, name: 'Alice' },
      bob: { items: { i3: 3 } },
    });
    expect(byRef(await settledEventsFor(key))).toEqual([
      { ref: 'nested/alice/items/i1', before: null, delta: 1 },
      { ref: 'nested/alice/items/i2', before: null, delta: 2 },
      { ref: 'nested/bob/items/i3', before: null, delta: 3 },
    ]);
    await resetReceiver();

    await fixture.admin.ref('nested/alice').update({ name: 'Alicia', 'items/i2': { deep: true } });
    expect(await settledEventsFor(key)).toEqual([
      { ref: 'nested/alice/items/i2', before: 2, delta: { deep: true } },
    ]);
  });

  it('reports a removed parent as one deletion per matching child', async () => {
    const key = await registerTrigger('us-central1-deletes-0', 'deletes/{id}', DELETED);
    await fixture.admin.ref('deletes').set({ a: 1, b: { x: 2 } });
    await fixture.admin.ref('deletes').remove();
    expect(byRef(await settledEventsFor(key))).toEqual([
      { ref: 'deletes/a', before: 1, delta: null },
      { ref: 'deletes/b', before: { x: 2 }, delta: null },
    ]);
  });

  it('sends created, updated and deleted events only for those changes', async () => {
    const created = await registerTrigger('us-central1-created-0', 'kinds/{id}', CREATED);
    const updated = await registerTrigger('us-central1-updated-0', 'kinds/{id}', UPDATED);
    const deleted = await registerTrigger('us-central1-deleted-0', 'kinds/{id}', DELETED);
    await fixture.admin.ref('kinds/k').set(1);
    await fixture.admin.ref('kinds/k').set(2);
    await fixture.admin.ref('kinds/k').remove();
    expect(await settledEventsFor(created)).toEqual([{ ref: 'kinds/k', before: null, delta: 1 }]);
    expect(await settledEventsFor(updated)).toEqual([{ ref: 'kinds/k', before: 1, delta: 2 }]);
    expect(await settledEventsFor(deleted)).toEqual([{ ref: 'kinds/k', before: 2, delta: null }]);
  });

  it('fires for transactions', async () => {
    const key = await registerTrigger('us-central1-counter-0', 'counters/{name}');
    await fixture.admin.ref('counters/visits').set(1);
    await fixture.admin.ref('counters/visits').transaction((value: number | null) => (value ?? 0) + 1);
    expect(await settledEventsFor(key)).toEqual([
      { ref: 'counters/visits', before: null, delta: 1 },
      { ref: 'counters/visits', before: 1, delta: 2 },
    ]);
  });

  it('fires for onDisconnect writes when the client goes away', async () => {
    const key = await registerTrigger('us-central1-presence-0', 'presence/{id}');
    const client = fixture.adminDatabase();
    await client.ref('presence/c1').set('online');
    await client.ref('presence/c1').onDisconnect().set('offline');
    client.goOffline();
    await vi.waitFor(async () =>
      expect((await fixture.admin.ref('presence/c1').get()).val()).toBe('offline'),
    );
    expect(await settledEventsFor(key)).toEqual([
      { ref: 'presence/c1', before: null, delta: 'online' },
      { ref: 'presence/c1', before: 'online', delta: 'offline' },
    ]);
  });

  it('fires for REST PUT, PATCH and DELETE', async () => {
    const key = await registerTrigger('us-central1-rest-0', 'rest/{id}');
    await rest('/rest/a.json', { method: 'PUT', body: JSON.stringify({ v: 1 }) });
    await rest('/rest.json', { method: 'PATCH', body: JSON.stringify({ 'a/v': 2, b: true }) });
    await rest('/rest/a.json', { method: 'DELETE' });
    const events = await settledEventsFor(key);
    expect(events.filter((event) => event.ref === 'rest/a')).toEqual([
      { ref: 'rest/a', before: null, delta: { v: 1 } },
      { ref: 'rest/a', before: { v: 1 }, delta: { v: 2 } },
      { ref: 'rest/a', before: { v: 2 }, delta: null },
    ]);
    expect(events.filter((event) => event.ref === 'rest/b')).toEqual([
      { ref: 'rest/b', before: null, delta: true },
    ]);
  });

  it('sends nothing for a write that changes nothing at the location, or changes only elsewhere', async () => {
    const key = await registerTrigger('us-central1-noop-0', 'noop/{id}');
    await fixture.admin.ref('noop/a').set({ same: 1 });
    await resetReceiver();

    await fixture.admin.ref('noop/a').set({ same: 1 });
    await fixture.admin.ref().update({ 'noop/a/same': 1, 'elsewhere/x': 1 });
    await rest('/noop/missing.json', { method: 'DELETE' });
    expect(await settledEventsFor(key)).toEqual([]);
  });
});

describe('database triggers: delivery', () => {
  it("keeps one location's events in commit order while the function answers at random speeds", async () => {
    const key = await registerTrigger('us-central1-ordered-0', 'ordered/{id}');
    fake.responder = () => ({ status: 200, delayMs: Math.floor(Math.random() * 15) });
    const writes = Array.from({ length: 30 }, (_, index) =>
      fixture.admin.ref(`ordered/${index % 3}`).set(index),
    );
    await Promise.all(writes);
    const events = await settledEventsFor(key);
    for (const id of ['0', '1', '2']) {
      const values = events.filter((event) => event.ref === `ordered/${id}`).map((event) => event.delta);
      expect(values).toEqual(Array.from({ length: 10 }, (_, index) => index * 3 + Number(id)));
    }
  });

  it(`delivers 5,000 children written in one update with at most ${MAX_IN_FLIGHT} requests open`, async () => {
    const key = await registerTrigger('us-central1-bulk-0', 'bulk/{uid}');
    fake.responder = () => ({ status: 200, delayMs: 1 });
    const patch = Object.fromEntries(
      Array.from({ length: 5000 }, (_, index) => [`bulk/u${index}`, { index }]),
    );
    await fixture.admin.ref().update(patch);
    const events = await settledEventsFor(key);
    expect(events).toHaveLength(5000);
    expect(new Set(events.map((event) => event.ref)).size).toBe(5000);
    expect(fake.maxConcurrent).toBe(MAX_IN_FLIGHT);
  });

  it('keeps events while the Functions emulator is unreachable and delivers them once it is back', async () => {
    const key = await registerTrigger('us-central1-outage-0', 'outage/{id}');
    await fake.close();
    try {
      await fixture.admin.ref('outage/a').set(1);
      await fixture.admin.ref('outage/a').set(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Both still held: one waiting for its next attempt (or in it), the other behind it.
      const { pending, inFlight } = fixture.server.triggers.status();
      expect(pending + inFlight).toBe(2);
    } finally {
      await fake.listen(fake.port);
    }
    expect(await settledEventsFor(key)).toEqual([
      { ref: 'outage/a', before: null, delta: 1 },
      { ref: 'outage/a', before: 1, delta: 2 },
    ]);
  });

  it('retries answers of 503 until the function runs', async () => {
    const key = await registerTrigger('us-central1-busy-0', 'busy/{id}');
    fake.responder = (_, attempt) => ({ status: attempt < 3 ? 503 : 200 });
    await fixture.admin.ref('busy/a').set(1);
    expect(await settledEventsFor(key)).toEqual([{ ref: 'busy/a', before: null, delta: 1 }]);
  });

  it('sends a failed event again when its function declared retry: true, at most maxFunctionAttempts times', async () => {
    const key = await registerTrigger('us-central1-retrying-0', 'retrying/{id}');
    fake.retryingFunctions.add('us-central1-retrying');
    const attempts: number[] = [];
    fake.responder = (received, attempt) => {
      attempts.push(attempt);
      return { status: received.event.ref === 'retrying/flaky' && attempt >= 2 ? 200 : 500 };
    };
    const failedBefore = fixture.server.triggers.status().failed;
    await fixture.admin.ref('retrying/flaky').set(1);
    expect(await settledEventsFor(key)).toEqual([{ ref: 'retrying/flaky', before: null, delta: 1 }]);
    expect(attempts).toEqual([1, 2]);

    attempts.length = 0;
    await fixture.admin.ref('retrying/broken').set(1);
    await fixture.server.triggers.whenIdle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(fixture.server.triggers.status().failed).toBe(failedBefore + 1);
  });

  it('does not send a failed event again when its function did not declare retry', async () => {
    const key = await registerTrigger('us-central1-once-0', 'once/{id}');
    let attempts = 0;
    fake.responder = () => {
      attempts += 1;
      return { status: 500 };
    };
    const failedBefore = fixture.server.triggers.status().failed;
    await fixture.admin.ref('once/a').set(1);
    await fixture.admin.ref('once/a').set(2);
    expect(await settledEventsFor(key)).toEqual([]);
    expect(attempts).toBe(2);
    expect(fixture.server.triggers.status().failed).toBe(failedBefore + 2);
  });
});
