import { accessMessages } from '@management-center/contract';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { administrator, support } from '../backend/support/clients.ts';
import { smsCode } from '../backend/support/second-factor.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePages, submitLogin } from './support/browser.ts';

const ownerPhone = '+15555550110';
const supportPhone = '+15555550111';

// The code as a member types it from the SMS: read from the local Auth emulator, which sends none.
async function enterSmsCode(page: Page, phoneNumber: string, button: string): Promise<void> {
  const field = page.getByLabel('Code from the SMS');
  await field.waitFor();
  await field.fill(await smsCode(phoneNumber));
  await page.getByRole('button', { name: button }).click();
}

describe('a second factor in the browser', () => {
  adminAppForSuite();
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
});
