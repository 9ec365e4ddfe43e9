import { accessMessages, teamAccountMessage } from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, administrator, demoPassword } from '../backend/support/clients.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { addTeamMember, ownerAsAppUser } from '../backend/support/team-members.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

const teamAdministrator: Account = { email: 'guard-administrator@example.com', password: demoPassword };
const invitee = 'stepped-up-invitee@example.com';

// A session's ID token (unsigned, as the Auth emulator makes them) as if it had signed in an hour ago: the console
// left open on a shared computer. Only the token of the call is changed, as a stolen session would send it.
function signedInAnHourAgo(authorization: string): string {
  const [header, payload] = authorization.replace(/^Bearer /, '').split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const older = { ...claims, auth_time: Math.floor(Date.now() / 1000) - 3600 };
  return `Bearer ${header}.${Buffer.from(JSON.stringify(older)).toString('base64url')}.`;
}

describe('the team guarded, in the browser', () => {
  const app = adminAppForSuite();
  const { open } = consolePages();
  let ownerUid: string;

  beforeAll(async () => {
    await addTeamMember(app, teamAdministrator, 'administrator');
    ownerUid = await ownerAsAppUser(app);
  });

  it("shows an Administrator no action on the Owner's account, only where it is managed", async () => {
    const page = await open(`/view_user_dashboard/${ownerUid}`);
    await submitLogin(page, teamAdministrator);
    await page.getByRole('heading', { name: 'User information' }).waitFor();
    const card = page.getByRole('region', { name: 'Sign-in account' });
    await card.getByText(teamAccountMessage).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    // An Administrator does not manage the team: no way to the Team screen is offered.
    expect(await card.getByRole('link', { name: 'Open the Team screen' }).count()).toBe(0);
    await checkScreen(page, 'user-of-the-team');
  });

  it('asks for the password again before a team change from a session signed in an hour ago', async () => {
    const page = await open('/team');
    await submitLogin(page, administrator);
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    let stale = true;
    await page.route('**/inviteTeamMember', async (route) => {
      const headers = route.request().headers();
      const authorization = headers.authorization;
      if (!stale || authorization === undefined) return route.continue();
      stale = false;
      return route.continue({ headers: { ...headers, authorization: signedInAnHourAgo(authorization) } });
    });
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill(invitee);
    await invite.getByRole('button', { name: 'Invite' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByText(accessMessages.recentSignInRequired).waitFor();
    await checkScreen(page, 'step-up-for-a-team-change');
    expect(
      await getAuth(app)
        .getUserByEmail(invitee)
        .catch(() => null),
    ).toBeNull();
    await dialog.getByLabel(/Password/).fill(administrator.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Invited: ${invitee} as Support.`, { exact: false }).waitFor();
    expect(stale).toBe(false);
  });
});
