import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { backfillMediaLibrary } from '../functions/src/media/backfill-media-library.ts';
import { projectApp } from './project-app.ts';

const usage = `Usage: npm run media:backfill -- [--project <project-id> --database-url <url> --bucket <bucket>]

Builds the Media Library (readModels/mediaLibrary and its search lists in the Realtime Database) from what is
stored: an entry for every image of the six content folders in the bucket that has none, and the uses of every
entry as a scan of both websites' content finds them. For a project whose images were stored before the library.
Safe to run again: it writes what Storage and the content say; run it again if the websites' images were changed
while it ran. Without --project it targets the local backend started by \`npm start\`. With a real project id it
uses the Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or \`gcloud auth application-default
login\`) and needs the database URL (https://<project-id>-default-rtdb.firebaseio.com) and the default bucket
(<project-id>.firebasestorage.app, or <project-id>.appspot.com for older projects).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string' },
    'database-url': { type: 'string' },
    bucket: { type: 'string' },
    help: { type: 'boolean' },
  },
});

if (values.help || positionals.length > 0) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 1);
}

const opened = projectApp('backfill-media-library', values.project, values['database-url'], {
  needed: true,
  name: values.bucket,
});
if (typeof opened === 'string') {
  process.stderr.write(`${opened}\n\n${usage}\n`);
  process.exit(1);
}
const { app, where } = opened;
try {
  process.stdout.write(`Building the media library on ${where}.\n`);
  // The functions' code reaches the database and the bucket through the first app there is: this one.
  const { images, used } = await backfillMediaLibrary();
  process.stdout.write(
    `Done: ${images} images in the library, ${used} shown by a row, ${images - used} unused.\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
