import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCallable } from './team-callable.ts';

// A callable's handler behind a plain HTTP server, as the Functions runtime serves it, asked by browsers from two
// origins: the console's, named by the CONSOLE_ORIGINS parameter, and any other.
const consoleOrigin = 'https://mc-console.web.app';
const otherOrigin = 'https://attacker.example';

let server: Server;
let url: string;
const savedOrigins = process.env.CONSOLE_ORIGINS;

beforeAll(async () => {
  // The SDK reads a list parameter as the JSON firebase-tools writes for it.
  process.env.CONSOLE_ORIGINS = JSON.stringify([consoleOrigin, 'https://mc-console.firebaseapp.com']);
  const callable = teamCallable('searchVideos', async () => ({ output: [], targets: [] }));
  server = createServer((request, response) => void callable(request as never, response as never));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/searchVideos`;
});

afterAll(async () => {
  if (savedOrigins === undefined) delete process.env.CONSOLE_ORIGINS;
  else process.env.CONSOLE_ORIGINS = savedOrigins;
  await new Promise((resolve) => server.close(resolve));
});

function preflight(origin: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
}

describe('the callables answer browsers', () => {
  it("from the console's origins", async () => {
    const answer = await preflight(consoleOrigin);
    expect(answer.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('from no other origin', async () => {
    const answer = await preflight(otherOrigin);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
