import { parseArgs } from 'node:util';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { z } from 'zod';
import { projectPorts } from '../emulators/src/launcher/ports.ts';
import { demoProjectId } from '../emulators/src/launcher/project.ts';

const usage = `Usage: npm run admin:grant -- <email> [--project <project-id>] [--revoke]

Sets the custom claim admin: true on the account with that e-mail (or removes it with --revoke).
Without --project it targets the local backend started by \`npm start\`. With a real project id it uses the
Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or \`gcloud auth application-default login\`).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string' },
    revoke: { type: 'boolean', default: false },
    help: { type: 'boolean' },
  },
});

if (values.help || positionals.length !== 1) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 1);
}

const parsedEmail = z.email().safeParse(positionals[0]);
if (!parsedEmail.success) {
  process.stderr.write(`Not an email address: ${positionals[0]}\n`);
  process.exit(1);
}
const email = parsedEmail.data;
const projectId = values.project ?? demoProjectId;
const local = projectId.startsWith('demo-');
if (local && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${projectPorts().auth}`;
}

const app = initializeApp(
  local ? { projectId } : { projectId, credential: applicationDefault() },
  'grant-admin',
);
try {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, values.revoke ? otherClaims : { ...otherClaims, admin: true });
  const where = local
    ? `the local backend (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`
    : `project ${projectId}`;
  process.stdout.write(
    `${values.revoke ? 'Removed the admin claim from' : 'Granted the admin claim to'} ${email} (${user.uid}) on ${where}.\n` +
      'It takes effect at the next sign-in or token refresh.\n',
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
