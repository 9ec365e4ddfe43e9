import {
  databasePaths,
  emailOutboxPath,
  signInBlockPath,
  teamAccountMessage,
  teamAccountReason,
  trashedUserPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountState } from '../support/accounts.ts';
import { callFailure } from '../support/callables.ts';
import { type Account, demoPassword, support } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { addTeamMember, ownerAsAppUser } from '../support/team-members.ts';

// The demo data's owner is `administrator`; the suite adds an Administrator, who would take the team over.
const teamAdministrator: Account = { email: 'takeover-administrator@example.com', password: demoPassword };

// Hole: the user-management callables acted on any uid but the caller's own, the Owner's included.
describe("an account of the team is out of reach of the users' callables", () => {
  const app = adminAppForSuite();
  let ownerUid: string;

  async function expectRefused(account: Account, name: Parameters<typeof callFailure>[1], data: unknown) {
    const error = await callFailure(account, name, data);
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toContain(teamAccountMessage);
    expect(error.details).toEqual({ reason: teamAccountReason });
  }

  beforeAll(async () => {
    await addTeamMember(app, teamAdministrator, 'administrator');
    ownerUid = await ownerAsAppUser(app);
  });

  it("refuses an Administrator every action on the Owner's account, and changes nothing", async () => {
    const validSince = (await getAuth(app).getUser(ownerUid)).tokensValidAfterTime;
    await expectRefused(teamAdministrator, 'disableSignIn', {
      userId: ownerUid,
      reason: 'Taking over the team',
      days: null,
    });
    await expectRefused(teamAdministrator, 'removeUserSecondFactors', { userId: ownerUid });
    await expectRefused(teamAdministrator, 'signOutUser', { userId: ownerUid });
    await expectRefused(teamAdministrator, 'readSignInAccount', { userId: ownerUid });
    await expectRefused(teamAdministrator, 'deleteUsers', { userIds: [ownerUid] });
    await expectRefused(teamAdministrator, 'deleteUsersForever', { userIds: [ownerUid] });

    const owner = await getAuth(app).getUser(ownerUid);
    expect(owner.disabled).toBe(false);
    expect(owner.tokensValidAfterTime).toBe(validSince);
    expect(await accountState(app, ownerUid)).toBe('enabled');
    expect((await getDatabase(app).ref(signInBlockPath(ownerUid)).get()).exists()).toBe(false);
    expect((await getDatabase(app).ref(trashedUserPath(ownerUid)).get()).exists()).toBe(false);
    expect((await getDatabase(app).ref(`${databasePaths.normalUsers}/${ownerUid}`).get()).exists()).toBe(
      true,
    );
  });

  it('refuses Support a password reset or verification e-mail to the Owner, and owes none', async () => {
    const outbox = async () =>
      Object.keys((await getDatabase(app).ref(emailOutboxPath).get()).val() ?? {}).sort();
    const before = await outbox();
    await expectRefused(support, 'sendPasswordResetEmail', { userId: ownerUid });
    await expectRefused(support, 'sendVerificationEmail', { userId: ownerUid });
    expect(await outbox()).toEqual(before);
  });

  it('counts an account with a role claim the registry does not list (a change that stopped half-way)', async () => {
    const { uid } = await getAuth(app).createUser({
      email: 'claim-only@example.com',
      password: demoPassword,
    });
    await getAuth(app).setCustomUserClaims(uid, { role: 'support' });
    await expectRefused(teamAdministrator, 'disableSignIn', {
      userId: uid,
      reason: 'Half a member',
      days: 1,
    });
    expect(await accountState(app, uid)).toBe('enabled');
  });
});
