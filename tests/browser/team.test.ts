import { accessMessages } from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { administrator } from '../backend/support/clients.ts';
import { invitationLinkTo } from '../backend/support/invitations.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

const invitee = 'new-support@example.com';
const password = 'a long enough password';

describe('the team in the browser', () => {
  const app = adminAppForSuite();
  const { open } = consolePages();

  afterAll(async () => {
    const account = await getAuth(app)
      .getUserByEmail(invitee)
      .catch(() => undefined);
    if (account) await getAuth(app).deleteUser(account.uid);
  });

  it('invites a support member, who sets a password from the e-mail, sees their screens only, and is signed out once removed', async () => {
    const owner = await open('/team');
    await submitLogin(owner, administrator);
    await owner.getByRole('heading', { name: 'Team' }).waitFor();
    const members = owner.getByRole('table', { name: 'Team members' });
    await members.getByText('support@example.com').waitFor();

    const invite = owner.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill(invitee);
    await invite.getByLabel('Role').click();
    await owner.getByRole('option', { name: 'Support' }).click();
    await invite.getByRole('button', { name: 'Invite' }).click();
    await owner.getByText(`Invited: ${invitee} as Support.`, { exact: false }).waitFor();
    const row = members.getByRole('row', { name: new RegExp(invitee) });
    await row.getByText(/^Invited until /).waitFor();
    await checkScreen(owner, 'team');

    const { uid } = await getAuth(app).getUserByEmail(invitee);
    const { link } = await invitationLinkTo(app, uid);
    const url = new URL(link);
    const member = await open(`${url.pathname}${url.search}`);
    await member.getByRole('heading', { name: 'Join the team' }).waitFor();
    await member.getByLabel(/^New password/).fill(password);
    await member.getByLabel(/^Repeat the password/).fill(password);
    await checkScreen(member, 'accept-invitation');
    await member.getByRole('button', { name: 'Set password and sign in' }).click();
    await member.getByRole('heading', { name: 'Overview' }).waitFor();
    const sidebar = member.getByRole('navigation', { name: 'Main' });
    expect(await sidebar.locator('a, button').allTextContents()).toEqual([
      'Home Page',
      'Manage User Dashboard',
      'Manage Feedback',
      'Logout',
    ]);
    await member.goto(member.url().replace(/\/dashboard$/, '/workout'));
    await member.getByText(accessMessages.screenNotAllowed('support')).waitFor();

    await owner.reload();
    await row.getByText('Active').waitFor();
    await owner.getByRole('button', { name: `Remove ${invitee}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText(`${invitee} was removed from the team`, { exact: false }).waitFor();

    // The member's open console signs out by itself, saying why.
    await member.getByRole('heading', { name: 'Login' }).waitFor();
    await expect(member.getByRole('alert').textContent()).resolves.toBe(accessMessages.signInAgain);
  });
});
