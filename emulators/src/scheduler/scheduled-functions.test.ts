import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverScheduledFunctions } from './scheduled-functions.ts';

let server: Server | undefined;

// Answers GET /backends as the Functions emulator of firebase-tools 15.34.2 does (fields it does not read trimmed).
async function functionsEmulator(status: number, body: unknown): Promise<string> {
  const listening = createServer((request, response) => {
    response.writeHead(request.url === '/backends' ? status : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('discoverScheduledFunctions', () => {
  it('lists the scheduled functions with their schedules, and the default time zone where none is set', async () => {
    const url = await functionsEmulator(200, {
      backends: [
        {
          directory: '/project/functions',
          functionTriggers: [
            { name: 'runCleanup', platform: 'gcfv2', httpsTrigger: {} },
            {
              name: 'scheduledCleanup',
              platform: 'gcfv2',
              eventTrigger: { eventType: 'pubsub', resource: '' },
              schedule: { schedule: 'every day 03:00', timeZone: 'UTC', retryConfig: {} },
            },
            { name: 'legacyReport', platform: 'gcfv1', schedule: { schedule: '0 6 * * 1' } },
            { name: 'hourly', platform: 'gcfv2', schedule: { schedule: 'every 1 hours', timeZone: null } },
          ],
        },
      ],
    });
    expect(await discoverScheduledFunctions(url)).toEqual([
      { name: 'hourly', trigger: { schedule: 'every 1 hours', timeZone: 'UTC' } },
      { name: 'legacyReport', trigger: { schedule: '0 6 * * 1', timeZone: 'America/Los_Angeles' } },
      { name: 'scheduledCleanup', trigger: { schedule: 'every day 03:00', timeZone: 'UTC' } },
    ]);
  });

  it('fails when the emulator does not answer the list', async () => {
    const url = await functionsEmulator(500, {});
    await expect(discoverScheduledFunctions(url)).rejects.toThrow('did not list its functions (HTTP 500)');
  });
});
