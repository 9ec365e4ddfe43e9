import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFunctionsEmulator } from './test-support/fake-functions-emulator.ts';
import { WireClient } from './test-support/wire-client.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let directory: string;
let rulesFile: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rtdb-cli-'));
  rulesFile = join(directory, 'database.rules.json');
  await writeFile(rulesFile, JSON.stringify({ rules: { public: { '.read': true } } }));
});

afterAll(() => rm(directory, { recursive: true, force: true }));

interface RunningCli {
  readonly child: ChildProcess;
  readonly lines: string[];
  readonly exited: Promise<number | null>;
}

function runCli(...args: string[]): RunningCli {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  if (child.stdout !== null) {
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  }
  if (child.stderr !== null) {
    createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

async function listeningUrl(cli: RunningCli): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const match = cli.lines.join('\n').match(/listening on (http:\/\/\S+)/);
    if (match?.[1] !== undefined) {
      return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The CLI did not start: ${cli.lines.join('\n')}`);
}

describe('main.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'logs one line when listening, serves the rules file, and exits 0 on %s',
    async (signal) => {
      const cli = runCli('--port', '0', '--rules', rulesFile);
      const url = await listeningUrl(cli);
      const response = await fetch(`${url}/.settings/rules.json`, {
        headers: { authorization: 'Bearer owner' },
      });
      expect(await response.json()).toEqual({ rules: { public: { '.read': true } } });
      const client = await WireClient.connect(Number(new URL(url).port));

      cli.child.kill(signal);
      expect(await cli.exited).toBe(0);
      expect((await client.closed).code).toBe(1001);
      expect(cli.lines).toHaveLength(1);
    },
  );

  it('runs database triggers in the Functions emulator named by --functions', async () => {
    const functionsEmulator = await FakeFunctionsEmulator.start();
    const cli = runCli('--port', '0', '--functions', functionsEmulator.host);
    try {
      const url = await listeningUrl(cli);
      const owner = { authorization: 'Bearer owner' };
      const registered = await fetch(`${url}/.settings/functionTriggers.json`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({
          name: 'projects/demo-cli/locations/us-central1/triggers/us-central1-onItem-0',
          path: 'items/{id}',
          event: 'google.firebase.database.ref.v1.written',
          topic: 'projects/demo-cli/topics/us-central1-onItem-0',
          namespacePattern: '*',
        }),
      });
      expect(registered.status).toBe(200);
      await fetch(`${url}/items/a.json`, { method: 'PUT', headers: owner, body: '1' });
      await functionsEmulator.waitForEvents(1);
      expect(functionsEmulator.received.map(({ triggerKey, event }) => [triggerKey, event.ref])).toEqual([
        ['us-central1-onItem-0', 'items/a'],
      ]);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exited;
      await functionsEmulator.close();
    }
  });

  it('fails with a message for a rules file that does not parse', async () => {
    const broken = join(directory, 'broken.json');
    await writeFile(broken, '{"rules": {".read": "auth =="}}');
    const cli = runCli('--port', '0', '--rules', broken);
    expect(await cli.exited).toBe(1);
    expect(cli.lines.join('\n')).toMatch(/Invalid rules/);
  });
});
