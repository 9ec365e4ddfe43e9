import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  type AuditEntry,
  accountTarget,
  adminClaimActions,
  auditEntrySchema,
  commandLineActorUid,
  databasePaths,
} from '@management-center/contract';
import { deleteApp } from 'firebase-admin/app';
import { type Auth, getAuth, type UserRecord } from 'firebase-admin/auth';
import { type Database, getDatabase, ServerValue } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordAdminRevocation } from '../functions/src/platform/admin-revocations.ts';
import { projectApp } from './project-app.ts';

const usage = `Usage: npm run admin:grant -- <email or uid> [--revoke] [--force] [--yes]
                                [--project <project-id> --database-url <url>]

Sets the custom claim admin: true on the account (or removes it with --revoke), after showing the account and
asking to confirm. Only an account with a verified e-mail that signs in with e-mail and password alone is made an
administrator, unless --force. --yes confirms without asking (for scripts); without a terminal to ask on and
without --yes nothing is done. --revoke also ends the account's sessions at once: its refresh tokens are revoked
and every ID token it holds is refused by the callables and the rules. Both are written to the audit log.
Without --project it targets the local backend started by \`npm start\`. With a real project id it uses the
Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or \`gcloud auth application-default login\`)
and needs the database URL, e.g. https://<project-id>-default-rtdb.firebaseio.com.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string' },
    'database-url': { type: 'string' },
    revoke: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    yes: { type: 'boolean', default: false },
    help: { type: 'boolean' },
  },
});

if (values.help || positionals.length !== 1) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 1);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

// An e-mail address names the account by its e-mail; anything else is taken for its uid (Auth's limit: 128).
const accountNamed = z.union([
  z.email().transform((email) => ({ email })),
  z
    .string()
    .min(1)
    .max(128)
    .refine((uid) => !uid.includes('@'), 'Not an email address')
    .transform((uid) => ({ uid })),
]);
const parsedAccount = accountNamed.safeParse(positionals[0]);
if (!parsedAccount.success) fail(`Not an email address or a uid: ${positionals[0]}`);
const named = parsedAccount.data;

const opened = projectApp('grant-admin', values.project, values['database-url']);
if (typeof opened === 'string') fail(`${opened}\n\n${usage}`);
const { app, where } = opened;

function describeAccount(user: UserRecord): string {
  const providers = user.providerData.map(({ providerId }) => providerId);
  return [
    `uid:           ${user.uid}`,
    `e-mail:        ${user.email ?? '(none)'}`,
    `verified:      ${user.emailVerified ? 'yes' : 'no'}`,
    `providers:     ${providers.length > 0 ? providers.join(', ') : '(none)'}`,
    `created:       ${user.metadata.creationTime}`,
    `last sign-in:  ${user.metadata.lastSignInTime ?? 'never'}`,
    `admin claim:   ${user.customClaims?.admin === true ? 'yes' : 'no'}`,
  ].join('\n');
}

// Why the account should not be an administrator: the console's protections (recent sign-in, the password asked
// again) assume an e-mail the person proved they own and a password, the only way the console signs in.
function grantObjections(user: UserRecord): string[] {
  const objections: string[] = [];
  if (!user.emailVerified) objections.push('its e-mail address is not verified');
  const providers = user.providerData.map(({ providerId }) => providerId);
  if (providers.length === 0 || providers.some((provider) => provider !== 'password')) {
    objections.push('it does not sign in with e-mail and password alone');
  }
  return objections;
}

async function confirmed(question: string): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY) {
    fail('No terminal to confirm on: nothing was changed. Pass --yes to confirm without being asked.');
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(`${question} [y/N] `)).trim());
  } finally {
    terminal.close();
  }
}

// The operator at the terminal has no account: the entry names their operating-system user instead.
async function appendAudit(database: Database, action: string, user: UserRecord, changed: boolean) {
  const entry: AuditEntry = auditEntrySchema.parse({
    action,
    actorUid: commandLineActorUid(userInfo().username),
    actorEmail: null,
    targets: [accountTarget(user.uid)],
    at: Date.now(),
    outcome: 'succeeded',
    ...(changed ? {} : { changedNothing: true }),
  });
  await database.ref(databasePaths.auditLog).push({ ...entry, at: ServerValue.TIMESTAMP });
}

async function grant(auth: Auth, database: Database, user: UserRecord): Promise<string> {
  const objections = grantObjections(user);
  if (objections.length > 0 && !values.force) {
    fail(`Refused: ${objections.join(' and ')}. Nothing was changed; --force grants it all the same.`);
  }
  if (!(await confirmed('Make this account an administrator?'))) fail('Nothing was changed.');
  const alreadyAdmin = user.customClaims?.admin === true;
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  await appendAudit(database, adminClaimActions.grantAdmin, user, !alreadyAdmin);
  return `Granted the admin claim to ${user.email ?? user.uid} (${user.uid}) on ${where}.\nIt takes effect at the next sign-in.`;
}

// In this order: a token refreshed after the claim is gone carries no claim; every token signed in before the
// stored time is refused by the callables and the rules, though still unexpired.
async function revoke(auth: Auth, database: Database, user: UserRecord): Promise<string> {
  if (!(await confirmed('Remove the admin claim and end every session of this account?'))) {
    fail('Nothing was changed.');
  }
  const { admin: _removed, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, otherClaims);
  await auth.revokeRefreshTokens(user.uid);
  await recordAdminRevocation(database, getFirestore(app), user.uid);
  await appendAudit(database, adminClaimActions.revokeAdmin, user, true);
  return `Removed the admin claim from ${user.email ?? user.uid} (${user.uid}) on ${where}.\nIts sessions ended: every token it holds is refused from now on.`;
}

try {
  const auth = getAuth(app);
  const database = getDatabase(app);
  const user = 'email' in named ? await auth.getUserByEmail(named.email) : await auth.getUser(named.uid);
  process.stdout.write(`${describeAccount(user)}\n`);
  const done = values.revoke ? await revoke(auth, database, user) : await grant(auth, database, user);
  process.stdout.write(`${done}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
