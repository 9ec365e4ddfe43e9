import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startRealtimeDatabase } from './index.ts';

const USAGE =
  'Usage: tsx emulators/src/rtdb/main.ts [--host 127.0.0.1] [--port 9000] [--rules database.rules.json] ' +
  '[--functions 127.0.0.1:5001]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '9000' },
      rules: { type: 'string' },
      // firebase-tools' Functions emulator, to run the database triggers it registers.
      functions: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid --port "${values.port}". ${USAGE}`);
  }
  const rules = values.rules === undefined ? undefined : JSON.parse(await readFile(values.rules, 'utf8'));
  const triggers = values.functions === undefined ? undefined : { functionsEmulatorHost: values.functions };
  const server = await startRealtimeDatabase({ host: values.host, port, rules, triggers });
  console.log(
    `Realtime Database stand-in listening on ${server.url} (rules: ${values.rules ?? 'none, clients denied'}; ` +
      `triggers: ${values.functions ? `run by the Functions emulator at ${values.functions}` : 'none'})`,
  );

  let stopping = false;
  const shutdown = (): void => {
    if (stopping) {
      return;
    }
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Realtime Database stand-in: stopping failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
