import { type FunctionsError, httpsCallable } from 'firebase/functions';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApp,
  administrator,
  closeAdminApp,
  member,
  type WebClient,
  webClient,
} from './support/clients.ts';

// A callable served by the Functions emulator reaches the services started outside firebase-tools.
describe('scheduleFeedback through the Functions emulator', () => {
  let app: App;
  let seededSchedule: unknown;
  let seededAuditKeys: Set<string>;
  const clients: WebClient[] = [];

  beforeAll(async () => {
    app = adminApp();
    seededSchedule = (await getDatabase(app).ref('ScheduleDateAndTime').get()).val();
    seededAuditKeys = new Set(Object.keys((await getDatabase(app).ref('AuditLog').get()).val() ?? {}));
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  afterAll(async () => {
    const audit = (await getDatabase(app).ref('AuditLog').get()).val() ?? {};
    const added = Object.keys(audit).filter((key) => !seededAuditKeys.has(key));
    await getDatabase(app)
      .ref()
      .update({
        ScheduleDateAndTime: seededSchedule,
        ...Object.fromEntries(added.map((key) => [`AuditLog/${key}`, null])),
      });
    await closeAdminApp(app);
  });

  async function call(account: typeof administrator | undefined, data: unknown) {
    const client = await webClient(account);
    clients.push(client);
    return httpsCallable(client.functions, 'scheduleFeedback')(data);
  }

  async function failureOf(promise: Promise<unknown>): Promise<FunctionsError> {
    try {
      await promise;
    } catch (error) {
      return error as FunctionsError;
    }
    throw new Error('The call succeeded');
  }

  it('writes the date at 12:00 UTC to the Realtime Database and appends an audit entry', async () => {
    const result = await call(administrator, { date: '2027-03-14' });
    const expected = { date: '2027-03-14', timestamp: Date.parse('2027-03-14T12:00:00Z') };
    expect(result.data).toEqual(expected);
    expect((await getDatabase(app).ref('ScheduleDateAndTime/fixedDocumentId').get()).val()).toEqual(expected);
    const audit = await getDatabase(app).ref('AuditLog').orderByChild('at').limitToLast(1).get();
    const [entry] = Object.values(audit.val() ?? {});
    expect(entry).toMatchObject({
      action: 'scheduleFeedback',
      actorEmail: administrator.email,
      targets: ['ScheduleDateAndTime/fixedDocumentId'],
      outcome: 'succeeded',
      at: expect.any(Number),
    });
  });

  it('refuses an invalid date with the catalogue text and changes nothing', async () => {
    const before = (await getDatabase(app).ref('ScheduleDateAndTime').get()).val();
    const error = await failureOf(call(administrator, { date: '2027-02-30' }));
    expect(error.code).toBe('functions/invalid-argument');
    // The web SDK appends the HTTP status to the server's message: "Invalid date value [400]".
    expect(error.message).toMatch(/^Invalid date value \[400\]$/);
    expect(error.details).toEqual({ field: 'date' });
    expect((await getDatabase(app).ref('ScheduleDateAndTime').get()).val()).toEqual(before);
  });

  it('refuses a caller without the admin claim, and one not signed in', async () => {
    expect((await failureOf(call(member, { date: '2027-03-15' }))).code).toBe('functions/permission-denied');
    expect((await failureOf(call(undefined, { date: '2027-03-15' }))).code).toBe('functions/unauthenticated');
  });
});
