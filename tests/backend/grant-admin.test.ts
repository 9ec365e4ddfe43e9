import { spawnSync } from 'node:child_process';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectFile } from '../../emulators/src/launcher/project.ts';
import { adminAppForSuite } from './support/suite-hooks.ts';

const backend = inject('backend');
const email = 'new-administrator@example.com';

function grantAdmin(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', projectFile('tools/grant-admin.ts'), ...args, '--project', backend.projectId],
    { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
  );
}

describe('npm run admin:grant', () => {
  const app = adminAppForSuite({ changesDemoData: false });
  let uid: string;
  beforeAll(async () => {
    uid = (await getAuth(app).createUser({ email, password: 'a-password' })).uid;
    await getAuth(app).setCustomUserClaims(uid, { plan: 'pro' });
  });
  afterAll(async () => {
    await getAuth(app).deleteUser(uid);
  });

  it('grants the admin claim and keeps the other claims', async () => {
    const result = grantAdmin(email);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Granted the admin claim to ${email}`);
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ plan: 'pro', admin: true });
  });

  it('revokes it again', async () => {
    expect(grantAdmin(email, '--revoke').status).toBe(0);
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ plan: 'pro' });
  });

  it('fails with a message for an unknown account or a malformed address', () => {
    const unknown = grantAdmin('nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no user record/i);
    const malformed = grantAdmin('not-an-email');
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/email/i);
  });
});
