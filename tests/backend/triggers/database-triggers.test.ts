import { withEnvironment } from '@management-center/emulators/shared/scoped-environment';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { ref, set, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebClient, webClientOf } from '../support/backend-clients.ts';
import { startTriggerBackend, type TriggerBackend } from './trigger-backend.ts';

const WRITTEN = 'google.firebase.database.ref.v1.written';

let backend: TriggerBackend;
let app: WebClient;

beforeAll(async () => {
  backend = await startTriggerBackend();
  // In Node the web SDK takes the database from this variable over its config; the suites' shared backend set it.
  app = await withEnvironment(
    { FIREBASE_DATABASE_EMULATOR_HOST: `${backend.host}:${backend.ports.database}` },
    () => webClientOf(backend),
  );
  await createUserWithEmailAndPassword(app.auth, 'trigger-app-user@example.com', 'trigger-password');
}, 180_000);

afterAll(async () => {
  await app?.close();
  await backend?.stop();
});

/** What the fixture's functions recorded for an item, in the order they recorded it. */
async function seenFor(itemId: string): Promise<unknown[]> {
  await backend.database.triggers.whenIdle();
  const response = await fetch(`${backend.database.url}/trigger-fixture-seen/${itemId}.json`, {
    headers: { authorization: 'Bearer owner' },
  });
  const records = ((await response.json()) ?? {}) as Record<string, unknown>;
  return Object.keys(records)
    .sort()
    .map((pushKey) => records[pushKey]);
}

describe('database triggers through the Functions emulator', () => {
  it("runs an onValueWritten function for an app's writes, with the data before and after and the params", async () => {
    await set(ref(app.database, 'trigger-fixture/item-1'), { name: 'first' });
    await update(ref(app.database), {
      'trigger-fixture/item-1/name': 'second',
      'trigger-fixture/item-2': { name: 'other' },
    });

    expect(await seenFor('item-1')).toEqual([
      {
        after: { name: 'first' },
        params: { itemId: 'item-1' },
        ref: 'trigger-fixture/item-1',
        type: WRITTEN,
      },
      {
        before: { name: 'first' },
        after: { name: 'second' },
        params: { itemId: 'item-1' },
        ref: 'trigger-fixture/item-1',
        type: WRITTEN,
      },
    ]);
    expect(await seenFor('item-2')).toEqual([
      {
        after: { name: 'other' },
        params: { itemId: 'item-2' },
        ref: 'trigger-fixture/item-2',
        type: WRITTEN,
      },
    ]);
    expect(backend.database.triggers.status()).toMatchObject({ pending: 0, inFlight: 0, failed: 0 });
  });

  it('runs a function declared with retry: true again after it throws', async () => {
    await set(ref(app.database, 'trigger-fixture-retry/item-3'), { name: 'retried' });

    expect(await seenFor('item-3')).toEqual([{ after: { name: 'retried' } }]);
    const attempts = await fetch(`${backend.database.url}/trigger-fixture-attempts/item-3.json`, {
      headers: { authorization: 'Bearer owner' },
    });
    expect(await attempts.json()).toBe(2);
  });
});
