import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { accountCreationFromAuth } from '../functions/src/read-models/account-creation.ts';
import { backfillReadModels } from '../functions/src/read-models/backfill-read-models.ts';
import { readModelStore } from '../functions/src/read-models/read-model-store.ts';
import { projectApp } from './project-app.ts';

const usage = `Usage: npm run read-models:backfill -- [--project <project-id> --database-url <url>] [--page-size <n>]

Builds the console's read models (readModels/ in the Realtime Database) from every record in users/ and
business-users/, a page at a time (with each account's creation time from Auth), then recounts every counted
figure and the home page's totals. Safe to run again: it writes what the
records say. Without --project it targets the local backend started by \`npm start\`. With a real project id it
uses the Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or \`gcloud auth application-default
login\`) and needs the database URL, e.g. https://<project-id>-default-rtdb.firebaseio.com.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string' },
    'database-url': { type: 'string' },
    'page-size': { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help || positionals.length > 0) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 1);
}

const pageSize = values['page-size'] === undefined ? 500 : Number(values['page-size']);
if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 5_000) {
  process.stderr.write(`Not a page size from 1 to 5000: ${values['page-size']}\n`);
  process.exit(1);
}

const opened = projectApp('backfill-read-models', values.project, values['database-url']);
if (typeof opened === 'string') {
  process.stderr.write(`${opened}\n\n${usage}\n`);
  process.exit(1);
}
const { app, where } = opened;
try {
  const database = getDatabase(app);
  process.stdout.write(`Backfilling the read models on ${where}.\n`);
  const { users } = await backfillReadModels(database, readModelStore(database), {
    pageSize,
    lookUpAccountCreation: accountCreationFromAuth(getAuth(app)),
    onProgress: ({ kind, users: done }) => process.stdout.write(`${kind} users: ${done}\n`),
  });
  process.stdout.write(`Done: ${users} users; every counted figure recounted.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
