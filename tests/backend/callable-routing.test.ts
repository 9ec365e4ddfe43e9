import { functionsRegion } from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, inject, it } from 'vitest';
import { latestAuditEntry } from './support/audit.ts';
import { callAs, callFailure } from './support/callables.ts';
import { administrator, member } from './support/clients.ts';
import { readDemoUsers } from './support/demo-users.ts';
import { adminAppForSuite } from './support/suite-hooks.ts';

// A callable served by the Functions emulator reaches the services started outside firebase-tools.
describe('scheduleFeedback through the Functions emulator', () => {
  const app = adminAppForSuite();

  it('writes the date at 12:00 UTC to the Realtime Database and appends an audit entry', async () => {
    const result = await callAs(administrator, 'scheduleFeedback', { date: '2027-03-14' });
    const expected = { date: '2027-03-14', timestamp: Date.parse('2027-03-14T12:00:00Z') };
    expect(result).toEqual(expected);
    expect((await getDatabase(app).ref('ScheduleDateAndTime/fixedDocumentId').get()).val()).toEqual(expected);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'scheduleFeedback',
      actorEmail: administrator.email,
      targets: ['ScheduleDateAndTime/fixedDocumentId'],
      outcome: 'succeeded',
      at: expect.any(Number),
    });
  });

  it('refuses an invalid date with the catalogue text and changes nothing', async () => {
    const before = (await getDatabase(app).ref('ScheduleDateAndTime').get()).val();
    const error = await callFailure(administrator, 'scheduleFeedback', { date: '2027-02-30' });
    expect(error.code).toBe('functions/invalid-argument');
    // The web SDK appends the HTTP status to the server's message: "Invalid date value [400]".
    expect(error.message).toMatch(/^Invalid date value \[400\]$/);
    expect(error.details).toEqual({ field: 'date' });
    expect((await getDatabase(app).ref('ScheduleDateAndTime').get()).val()).toEqual(before);
  });

  it('refuses a caller without a team role, and one not signed in', async () => {
    const data = { date: '2027-03-15' };
    expect((await callFailure(member, 'scheduleFeedback', data)).code).toBe('functions/permission-denied');
    expect((await callFailure(undefined, 'scheduleFeedback', data)).code).toBe('functions/unauthenticated');
  });
});

// The callable added for bulk actions answers through the emulator too, from the read models.
describe('countMatchingUsers through the Functions emulator', () => {
  const app = adminAppForSuite({ changesDemoData: false });

  it('counts the users whose name holds the search, and audits the call', async () => {
    const users = await readDemoUsers(app);
    const everyone = users.normalUserIds.length + users.waiting.length + users.approved.length;
    expect(
      await callAs(administrator, 'countMatchingUsers', { matching: { search: '', type: 'All' } }),
    ).toEqual({
      count: everyone,
    });
    expect(
      await callAs(administrator, 'countMatchingUsers', { matching: { search: '', type: 'Business User' } }),
    ).toEqual({ count: users.waiting.length + users.approved.length });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'countMatchingUsers',
      actorEmail: administrator.email,
      outcome: 'succeeded',
    });
  });

  it('refuses a caller without a team role', async () => {
    const data = { matching: { search: 'a', type: 'All' } };
    expect((await callFailure(member, 'countMatchingUsers', data)).code).toBe('functions/permission-denied');
  });
});

// The console calls the callables from its own origin: a browser first asks whether the callable answers it.
describe('the callables through the Functions emulator, asked by a browser', () => {
  const backend = inject('backend');

  it("answer the console's origin in a preflight", async () => {
    const { host, ports, projectId, consoleUrl } = backend;
    const consoleOrigin = new URL(consoleUrl).origin;
    const answer = await fetch(
      `http://${host}:${ports.functions}/${projectId}/${functionsRegion}/scheduleFeedback`,
      {
        method: 'OPTIONS',
        headers: {
          Origin: consoleOrigin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      },
    );
    expect(answer.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
  });
});
