import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import {
  commandLineActorUid,
  memberRevocationDocumentSchema,
  memberRevocationPath,
  memberRevocationsCollection,
  teamMemberPath,
} from '@management-center/contract';
import { projectFile } from '@management-center/emulators/launcher/project';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { latestAuditEntry } from './support/audit.ts';
import { adminAppForSuite } from './support/suite-hooks.ts';

const backend = inject('backend');
const email = 'new-administrator@example.com';
const unverifiedEmail = 'unverified-administrator@example.com';
const googleEmail = 'google-administrator@example.com';

// Run as a script is: no terminal on its standard input, so without --yes it has nobody to ask.
function grantOwner(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', projectFile('tools/grant-owner.ts'), ...args, '--project', backend.projectId],
    { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
  );
}

describe('npm run team:grant-owner', () => {
  const app = adminAppForSuite({ changesDemoData: false });
  const uids: string[] = [];
  let uid: string;
  let unverifiedUid: string;
  let googleUid: string;
  beforeAll(async () => {
    const auth = getAuth(app);
    uid = (await auth.createUser({ email, password: 'a-password', emailVerified: true })).uid;
    await auth.setCustomUserClaims(uid, { plan: 'pro' });
    unverifiedUid = (await auth.createUser({ email: unverifiedEmail, password: 'a-password' })).uid;
    googleUid = 'google-administrator';
    const imported = await auth.importUsers([
      {
        uid: googleUid,
        email: googleEmail,
        emailVerified: true,
        providerData: [
          { uid: 'google-id-1', providerId: 'google.com', email: googleEmail, displayName: 'G. Admin' },
        ],
      },
    ]);
    expect(imported.failureCount).toBe(0);
    uids.push(uid, unverifiedUid, googleUid);
  });
  afterAll(async () => {
    const database = getDatabase(app);
    for (const account of uids) {
      await getAuth(app).deleteUser(account);
      await database.ref(memberRevocationPath(account)).remove();
      await database.ref(teamMemberPath(account)).remove();
      await getFirestore(app).collection(memberRevocationsCollection).doc(account).delete();
    }
  });

  async function memberOf(account: string): Promise<unknown> {
    return (await getDatabase(app).ref(teamMemberPath(account)).get()).val();
  }

  async function claimsOf(account: string) {
    return (await getAuth(app).getUser(account)).customClaims ?? {};
  }

  it('refuses a second owner while the team has one, changing nothing', async () => {
    const result = grantOwner(email, '--yes');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refused: the team has an owner already (admin@example.com)');
    expect(await claimsOf(uid)).toEqual({ plan: 'pro' });
    expect(await memberOf(uid)).toBeNull();
  });

  it('shows the account, makes it an owner with --recovery --yes, keeps the other claims and audits it', async () => {
    const result = grantOwner(email, '--yes', '--recovery');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const line of [`uid:           ${uid}`, `e-mail:        ${email}`, 'verified:      yes']) {
      expect(result.stdout).toContain(line);
    }
    expect(result.stdout).toMatch(/providers: +password/);
    expect(result.stdout).toMatch(/created: +\S/);
    expect(result.stdout).toMatch(/last sign-in: +\S/);
    expect(result.stdout).toMatch(/role: +\(none\)/);
    expect(result.stdout).toContain(`Made ${email} (${uid}) an owner of the team`);
    expect(await claimsOf(uid)).toEqual({ plan: 'pro', role: 'owner' });
    expect(await memberOf(uid)).toEqual({
      email,
      role: 'owner',
      addedAt: expect.any(Number),
      addedBy: commandLineActorUid(userInfo().username),
    });
    expect(await latestAuditEntry(app)).toEqual({
      action: 'grantAdmin',
      actorUid: commandLineActorUid(userInfo().username),
      actorEmail: null,
      targets: [`accounts/${uid}`],
      at: expect.any(Number),
      outcome: 'succeeded',
    });
  });

  it('takes a uid as well as an e-mail address', async () => {
    const result = grantOwner(uid, '--yes', '--recovery');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/role: +Owner/);
    expect(result.stdout).toContain(`Made ${email} (${uid}) an owner of the team`);
    // The account was an owner already: the entry changed nothing.
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'grantAdmin', changedNothing: true });
  });

  it('refuses without --yes when there is no terminal to ask on, and changes nothing', async () => {
    const result = grantOwner(unverifiedEmail, '--force', '--recovery');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No terminal to confirm on: nothing was changed.');
    expect(await claimsOf(unverifiedUid)).toEqual({});
  });

  it('refuses an account whose e-mail is not verified, unless --force', async () => {
    const refused = grantOwner(unverifiedEmail, '--yes', '--recovery');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refused: its e-mail address is not verified.');
    expect(await claimsOf(unverifiedUid)).toEqual({});
    const forced = grantOwner(unverifiedEmail, '--yes', '--force', '--recovery');
    expect(forced.status).toBe(0);
    expect(await claimsOf(unverifiedUid)).toEqual({ role: 'owner' });
  });

  it('refuses an account that signs in with another provider, unless --force', async () => {
    const refused = grantOwner(googleEmail, '--yes', '--recovery');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/providers: +google\.com/);
    expect(refused.stderr).toContain('Refused: it does not sign in with e-mail and password alone.');
    expect(await claimsOf(googleUid)).toEqual({});
    expect(grantOwner(googleEmail, '--yes', '--force', '--recovery').status).toBe(0);
    expect(await claimsOf(googleUid)).toEqual({ role: 'owner' });
  });

  it('revokes: takes the account out of the team, ends the sessions, stores the revocation time twice and audits it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = grantOwner(email, '--revoke', '--yes');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const after = Math.floor(Date.now() / 1000);
    expect(await claimsOf(uid)).toEqual({ plan: 'pro' });
    expect(await memberOf(uid)).toBeNull();
    const { tokensValidAfterTime } = await getAuth(app).getUser(uid);
    expect(Date.parse(tokensValidAfterTime ?? '') / 1000).toBeGreaterThanOrEqual(before);
    const stored = (await getDatabase(app).ref(memberRevocationPath(uid)).get()).val();
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(after);
    const document = await getFirestore(app).collection(memberRevocationsCollection).doc(uid).get();
    expect(memberRevocationDocumentSchema.parse(document.data())).toEqual({ revokedAt: stored });
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'revokeAdmin',
      targets: [`accounts/${uid}`],
      outcome: 'succeeded',
    });
  });

  it('fails with a message for an unknown account or a malformed address', () => {
    const unknown = grantOwner('nobody@example.com', '--yes');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no user record/i);
    const malformed = grantOwner('not-an-email@', '--yes');
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/email/i);
  });

  // Kept for one release under its former name (README, commands).
  it('still runs as npm run admin:grant', () => {
    const result = spawnSync(
      'npm',
      ['run', '--silent', 'admin:grant', '--', 'nobody@example.com', '--yes', '--project', backend.projectId],
      { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no user record/i);
  });
});
