import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  type AuditEntry,
  accountTarget,
  auditEntrySchema,
  commandLineActorUid,
  databasePaths,
  ownerCommandActions,
  ownerGrantObjections,
  roleLabels,
  roleOfClaims,
  teamMemberSchema,
  teamMembersPath,
} from '@management-center/contract';
import { deleteApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { type Database, getDatabase, ServerValue } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { signInAccountFacts } from '../functions/src/team/account-facts.ts';
import { removeTeamMember, setTeamMember, type TeamStores } from '../functions/src/team/team-membership.ts';
import { projectApp } from './project-app.ts';

const usage = `Usage: npm run team:grant-owner -- <email or uid> [--revoke] [--recovery] [--force] [--yes]
                                [--project <project-id> --database-url <url>]

Makes the account the first Owner of the team (the registry entry and the role claim), after showing the account
and asking to confirm; from there the owner invites the rest of the team from the console's Team screen. While the
team has an owner, another is refused unless --recovery (when no owner can sign in any more). Only an account with
a verified e-mail that signs in with e-mail and password alone is made an owner, unless --force. --revoke takes the
account out of the team instead, ending its sessions at once: its refresh tokens are revoked and every ID token it
holds is refused by the callables and the rules. --yes confirms without asking (for scripts); without a terminal to
ask on and without --yes nothing is done. Both are written to the audit log.
Without --project it targets the local backend started by \`npm start\`. With a real project id it uses the
Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or \`gcloud auth application-default login\`)
and needs the database URL, e.g. https://<project-id>-default-rtdb.firebaseio.com.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: 'string' },
    'database-url': { type: 'string' },
    revoke: { type: 'boolean', default: false },
    recovery: { type: 'boolean', default: false },
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

const opened = projectApp('grant-owner', values.project, values['database-url']);
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
    `role:          ${roleLabelOf(user)}`,
  ].join('\n');
}

function roleLabelOf(user: UserRecord): string {
  const role = roleOfClaims(user.customClaims ?? {});
  return role === null ? '(none)' : roleLabels[role];
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

// The owners of the team other than `uid`, by e-mail.
async function otherOwners(database: Database, uid: string): Promise<string[]> {
  const stored: unknown = (await database.ref(teamMembersPath).get()).val() ?? {};
  const members = z.record(z.string(), teamMemberSchema).parse(stored);
  return Object.entries(members)
    .filter(([memberUid, member]) => memberUid !== uid && member.role === 'owner')
    .map(([, member]) => member.email);
}

async function grant(stores: TeamStores, user: UserRecord): Promise<string> {
  const objections = ownerGrantObjections(signInAccountFacts(user));
  if (objections.length > 0 && !values.force) {
    fail(`Refused: ${objections.join(' and ')}. Nothing was changed; --force grants it all the same.`);
  }
  const owners = await otherOwners(stores.database, user.uid);
  if (owners.length > 0 && !values.recovery) {
    fail(
      `Refused: the team has an owner already (${owners.join(', ')}), who invites members from the console's Team screen. Nothing was changed; --recovery grants it all the same, for when no owner can sign in.`,
    );
  }
  if (!(await confirmed('Make this account an owner of the team?'))) fail('Nothing was changed.');
  const previous = await setTeamMember(stores, user.uid, {
    email: user.email ?? '',
    role: 'owner',
    addedAt: Date.now(),
    addedBy: commandLineActorUid(userInfo().username),
  });
  await appendAudit(stores.database, ownerCommandActions.grantOwner, user, previous !== 'owner');
  return `Made ${user.email ?? user.uid} (${user.uid}) an owner of the team on ${where}.\nIt takes effect at the next sign-in.`;
}

async function revoke(stores: TeamStores, user: UserRecord): Promise<string> {
  if (!(await confirmed('Take this account out of the team and end every session of it?'))) {
    fail('Nothing was changed.');
  }
  await removeTeamMember(stores, user.uid);
  await appendAudit(stores.database, ownerCommandActions.revokeOwner, user, true);
  return `Took ${user.email ?? user.uid} (${user.uid}) out of the team on ${where}.\nIts sessions ended: every token it holds is refused from now on.`;
}

try {
  const stores: TeamStores = { auth: getAuth(app), database: getDatabase(app), firestore: getFirestore(app) };
  const { auth } = stores;
  const user = 'email' in named ? await auth.getUserByEmail(named.email) : await auth.getUser(named.uid);
  process.stdout.write(`${describeAccount(user)}\n`);
  const done = values.revoke ? await revoke(stores, user) : await grant(stores, user);
  process.stdout.write(`${done}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
