import { emailOutboxPath, outboxEntryPath, type SendgridEvent } from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordRecipientStatuses } from './record-recipient-statuses.ts';

const projectId = 'demo-recipient-statuses';
let server: RunningRealtimeDatabase;
// Two webhook instances and a sender, each with an SDK of its own, as in production: a write of its own SDK would
// abort a transaction under way there.
let apps: App[];
let first: Database;
let second: Database;
let sender: Database;

beforeAll(async () => {
  server = await startRealtimeDatabase();
  apps = ['first', 'second', 'sender'].map((name) =>
    initializeApp({ projectId, databaseURL: `${server.url}?ns=${projectId}` }, name),
  );
  [first, second, sender] = apps.map((app) => getDatabase(app)) as [Database, Database, Database];
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

const storedEntry = {
  request: { kind: 'businessApproval', userId: 'u1', username: 'One', owedAt: 1 },
  delivery: { state: 'sent', attempts: 1, to: 'one@example.com', updatedAt: 2, sentAt: 2, messageId: 'm1' },
};

beforeEach(async () => {
  await first.ref(emailOutboxPath).set({ e1: storedEntry, e2: storedEntry });
});

function deliveryEvent(name: string, seconds: number, eventId: string, entryId = 'e1'): SendgridEvent {
  return {
    event: name,
    timestamp: seconds,
    sg_event_id: eventId,
    email: 'one@example.com',
    outboxEntryId: entryId,
    ...(name === 'bounce' ? { reason: '550 5.1.1 No such user', type: 'bounce' } : {}),
    ...(name === 'deferred' ? { response: '421 Try later' } : {}),
  };
}

async function recipientOf(entryId: string): Promise<unknown> {
  return (await first.ref(`${outboxEntryPath(entryId)}/recipient`).get()).val();
}

describe('recordRecipientStatuses', () => {
  it("records each entry's latest status beside what the sender wrote, and ignores other events", async () => {
    const outcome = await recordRecipientStatuses(first, [
      deliveryEvent('processed', 100, 'p1'),
      deliveryEvent('deferred', 101, 'd1'),
      deliveryEvent('delivered', 102, 'v1'),
      deliveryEvent('open', 103, 'o1'),
      deliveryEvent('bounce', 101, 'b2', 'e2'),
      { event: 'delivered', timestamp: 104, sg_event_id: 'x1' },
    ]);

    expect(outcome).toEqual({ recorded: 2, unchanged: 0, unknownEntries: 0 });
    expect((await first.ref(emailOutboxPath).get()).val()).toEqual({
      e1: { ...storedEntry, recipient: { state: 'delivered', at: 102_000, eventId: 'v1' } },
      e2: {
        ...storedEntry,
        recipient: { state: 'bounced', reason: '550 5.1.1 No such user', at: 101_000, eventId: 'b2' },
      },
    });
  });

  it('creates nothing for an entry that does not exist', async () => {
    const outcome = await recordRecipientStatuses(first, [deliveryEvent('delivered', 100, 'v1', 'gone')]);
    expect(outcome).toEqual({ recorded: 0, unchanged: 0, unknownEntries: 1 });
    expect((await first.ref(outboxEntryPath('gone')).get()).exists()).toBe(false);
  });

  it('changes nothing for a replay, an older event, or a deferral after the outcome', async () => {
    await recordRecipientStatuses(first, [deliveryEvent('bounce', 200, 'b1')]);
    const outcome = await recordRecipientStatuses(first, [
      deliveryEvent('bounce', 200, 'b1'),
      deliveryEvent('delivered', 150, 'v1'),
      deliveryEvent('deferred', 300, 'd1'),
    ]);
    expect(outcome).toEqual({ recorded: 0, unchanged: 1, unknownEntries: 0 });
    expect(await recipientOf('e1')).toMatchObject({ state: 'bounced', eventId: 'b1' });
  });

  it('ends with the latest status when posts from two instances race, in any order, while the sender writes', async () => {
    const events = [
      deliveryEvent('deferred', 100, 'd1'),
      deliveryEvent('deferred', 110, 'd2'),
      deliveryEvent('delivered', 120, 'v1'),
      deliveryEvent('bounce', 130, 'b1'),
      deliveryEvent('deferred', 140, 'd3'),
    ];
    await Promise.all([
      ...events.map((event, index) => recordRecipientStatuses(index % 2 ? first : second, [event])),
      ...[...events]
        .reverse()
        .map((event, index) => recordRecipientStatuses(index % 2 ? second : first, [event])),
      sender.ref(`${outboxEntryPath('e1')}/delivery/updatedAt`).set(3),
    ]);
    expect((await first.ref(outboxEntryPath('e1')).get()).val()).toEqual({
      ...storedEntry,
      delivery: { ...storedEntry.delivery, updatedAt: 3 },
      recipient: { state: 'bounced', reason: '550 5.1.1 No such user', at: 130_000, eventId: 'b1' },
    });
  });

  it('replaces a stored status it cannot read', async () => {
    await first.ref(`${outboxEntryPath('e1')}/recipient`).set({ state: 'lost' });
    await recordRecipientStatuses(first, [deliveryEvent('deferred', 100, 'd1')]);
    expect(await recipientOf('e1')).toEqual({
      state: 'deferred',
      reason: '421 Try later',
      at: 100_000,
      eventId: 'd1',
    });
  });
});
