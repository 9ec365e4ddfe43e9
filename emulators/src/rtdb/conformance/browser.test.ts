import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../shared/chromium.ts';
import type { BrowserScenarioResult } from '../test-support/browser-scenario.ts';
import { Fixture } from '../test-support/fixture.ts';

const SCENARIO = fileURLToPath(new URL('../test-support/browser-scenario.ts', import.meta.url));

const fixture = Fixture.forSuite({ rules: { public: { '.read': true, '.write': true } } });
let pageServer: Server;
let pageUrl: string;
let browser: Browser;

async function servePage(script: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/scenario.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>stand-in</title><script type="module" src="/scenario.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [SCENARIO],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  pageServer = await servePage(bundle.outputFiles[0]?.text ?? '');
  const address = pageServer.address();
  pageUrl = typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}/` : '';
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
});

describe('web SDK in headless Chromium', () => {
  it('sets, gets, listens, runs transactions and queries over ws://', async () => {
    await fixture.admin.ref('public/fromAdmin').set({ note: 'written by admin' });
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction('typeof runScenario === "function"');
    const result: BrowserScenarioResult = await page.evaluate(`runScenario(${fixture.server.port})`);
    expect(result).toEqual({
      readBack: 'hello',
      writtenByAdmin: { note: 'written by admin' },
      liveValues: ['first', 'second'],
      transactionsCommitted: [true, true, true],
      topScores: ['c', 'b'],
    });
    expect((await fixture.admin.ref('public/browser/counter').get()).val()).toBe(3);
    expect(await page.evaluate("localStorage.getItem('firebase:previous_websocket_failure')")).toBeNull();
    await page.close();
  });
});
