import { parseArgs } from 'node:util';
import { firestoreTeamAccess } from './firestore-team-access.ts';
import { DEFAULT_STORAGE_PORT, startStorageEmulator } from './index.ts';

const usage =
  'Usage: tsx emulators/src/storage/main.ts --project <project id> --firestore <host:port> [--port 9199] [--host 127.0.0.1]';

function parseOptions() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      project: { type: 'string' },
      firestore: { type: 'string' },
    },
  });
  const port = values.port === undefined ? DEFAULT_STORAGE_PORT : Number(values.port);
  if (
    values.project === undefined ||
    values.firestore === undefined ||
    !Number.isInteger(port) ||
    port < 0 ||
    port > 65_535
  ) {
    throw new Error(usage);
  }
  return {
    host: values.host,
    port,
    projectId: values.project,
    access: firestoreTeamAccess(values.firestore, values.project),
  };
}

async function main(): Promise<void> {
  const emulator = await startStorageEmulator(parseOptions());
  console.log(`Cloud Storage emulator listening on ${emulator.url}`);
  const shutdown = () => {
    emulator.stop().catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
