import { accessMessages } from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { administrator, support } from '../backend/support/clients.ts';
import { invitationLinkTo } from '../backend/support/invitations.ts';
import { smsCode } from '../backend/support/second-factor.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

const ownerPhone = '+15555550110';
const supportPhone = '+15555550111';
const invitee = 'phone-at-invitation@example.com';
const inviteePassword = 'a long enough password';
const inviteePhone = '+15555550112';

// The code as a member types it from the SMS: read from the local Auth emulator, which sends none.
async function enterSmsCode(page: Page, phoneNumber: string, button: string): Promise<void> {
  const field = page.getByLabel('Code from the SMS');
  await field.waitFor();
  await field.fill(await smsCode(phoneNumber));
  await page.getByRole('button', { name: button }).click();
}

describe('a second factor in the browser', () => {
  const app = adminAppForSuite();
  const { open } = consolePages();

  it('is enrolled by the owner, required of everyone, set up by a member at sign-in, asked for after, and reset', async () => {
    const owner = await open('/account');
    await submitLogin(owner, administrator);
    await owner.getByRole('heading', { name: 'Second factor' }).waitFor();
    await owner.getByText('No second factor yet.').waitFor();
    await owner.getByRole('button', { name: 'Add a phone' }).click();
    await owner.getByLabel('Mobile phone number').fill('+1 555 555 0110');
    await owner.getByRole('button', { name: 'Send code' }).click();
    await enterSmsCode(owner, ownerPhone, 'Confirm');
    await owner.getByText(ownerPhone).waitFor();
    await checkScreen(owner, 'account-second-factor');

    await owner.goto(owner.url().replace(/\/account$/, '/team'));
    const sessions = owner.getByRole('form', { name: 'Sessions' });
    await sessions.getByLabel('Require a second factor of everyone').check();
    await sessions.getByRole('button', { name: 'Save' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The editor and the support member of the demo team.
    await owner.getByText('2 members were signed out to do so', { exact: false }).waitFor();

    const member = await open('/');
    await submitLogin(member, support);
    await member.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    await member.getByText(accessMessages.secondFactorRequired).waitFor();
    await checkScreen(member, 'second-factor-enrolment');
    await member.getByLabel('Mobile phone number').fill(supportPhone);
    await member.getByRole('button', { name: 'Send code' }).click();
    await enterSmsCode(member, supportPhone, 'Confirm');
    await member.getByRole('heading', { name: 'Overview' }).waitFor();

    await member.getByRole('button', { name: 'Logout' }).click();
    await submitLogin(member, support);
    await member.getByText(/Enter the code we sent by SMS to/).waitFor();
    await checkScreen(member, 'second-factor-sign-in');
    await enterSmsCode(member, supportPhone, 'Verify');
    await member.getByRole('heading', { name: 'Overview' }).waitFor();

    // The member lost their phone: an owner resets it, and the member's open console signs out at once.
    await owner.reload();
    await owner.getByRole('button', { name: `Reset the second factor of ${support.email}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText(`${support.email} has no second factor any more`, { exact: false }).waitFor();
    await member.getByRole('heading', { name: 'Login' }).waitFor();
  });

  it('is enrolled on the invitation page, where the team requires one, before the console opens', async () => {
    // The first test required a second factor of everyone; the owner's console is signed in with theirs.
    const owner = await open('/account');
    await submitLogin(owner, administrator);
    await owner.getByText(/Enter the code we sent by SMS to/).waitFor();
    await enterSmsCode(owner, ownerPhone, 'Verify');
    await owner.getByRole('heading', { name: 'My account' }).waitFor();
    await owner.goto(owner.url().replace(/\/account$/, '/team'));
    const invite = owner.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill(invitee);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await owner.getByText(`Invited: ${invitee} as Support.`, { exact: false }).waitFor();

    const { uid } = await getAuth(app).getUserByEmail(invitee);
    const url = new URL((await invitationLinkTo(app, uid)).link);
    const member = await open(`${url.pathname}${url.search}`);
    await member.getByLabel(/^New password/).fill(inviteePassword);
    await member.getByLabel(/^Repeat the password/).fill(inviteePassword);
    await member.getByRole('button', { name: 'Set password and sign in' }).click();
    await member
      .getByText('Your team requires a second factor: add your mobile phone', { exact: false })
      .waitFor();
    expect((await getAuth(app).getUser(uid)).customClaims ?? {}).toEqual({});
    await checkScreen(member, 'accept-invitation-phone');
    await member.getByLabel('Mobile phone number').fill(inviteePhone);
    await member.getByRole('button', { name: 'Send code' }).click();
    await enterSmsCode(member, inviteePhone, 'Confirm');
    // Accepting ended the session the phone was enrolled in: the console opens with a sign-in made with it.
    await member
      .getByRole('form', { name: 'Second factor' })
      .getByText(/Enter the code we sent by SMS to/)
      .waitFor();
    await enterSmsCode(member, inviteePhone, 'Verify');
    await member.getByRole('heading', { name: 'Overview' }).waitFor();
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({
      role: 'support',
      secondFactorRequired: true,
    });
  });
});
