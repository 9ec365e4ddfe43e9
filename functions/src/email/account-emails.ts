import type { AccountEmailKind } from '@management-center/contract';
import type { Auth } from 'firebase-admin/auth';
import { isUserNotFound } from '../sign-in-accounts/account-lookup.ts';
import type { EmailOutcome } from './email-service.ts';
import { escapedHtml, type NotComposed, type SingleEmail, sendSingleMails } from './single-emails.ts';

/** A password reset or verification link to send to an app user's sign-in address. */
export interface AccountEmail {
  entryId: string;
  kind: AccountEmailKind;
  email: string;
}

const accountGoneMessage = 'The sign-in account was deleted before the link was made.';

const wording: Record<AccountEmailKind, { subject: string; action: string; ignore: string }> = {
  passwordReset: {
    subject: 'Reset your password',
    action: 'Choose a new password for your account',
    ignore: 'If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
  },
  emailVerification: {
    subject: 'Verify your e-mail address',
    action: 'Confirm that this e-mail address is yours',
    ignore: 'If you did not create an account with this address, ignore this e-mail.',
  },
};

// Auth's own link, with its one-time code, for the address as the account holds it now.
function linkFor(auth: Auth, { kind, email }: AccountEmail): Promise<string> {
  return kind === 'passwordReset'
    ? auth.generatePasswordResetLink(email)
    : auth.generateEmailVerificationLink(email);
}

async function accountEmailText(auth: Auth, mail: AccountEmail): Promise<SingleEmail | NotComposed> {
  let link: string;
  try {
    link = await linkFor(auth, mail);
  } catch (error) {
    if (isUserNotFound(error)) return { result: 'failed', message: accountGoneMessage };
    throw error;
  }
  const { subject, action, ignore } = wording[mail.kind];
  return {
    entryId: mail.entryId,
    email: mail.email,
    subject,
    text: [`${action}: ${link}`, '', ignore].join('\n'),
    html: [
      `<p><a href="${escapedHtml(link)}">${escapedHtml(action)}</a></p>`,
      `<p>${escapedHtml(ignore)}</p>`,
    ].join('\n'),
  };
}

/** Sends each link in an e-mail of its own, the link made just before. */
export function sendSignInAccountEmails(
  auth: Auth,
  emails: readonly AccountEmail[],
): Promise<EmailOutcome[]> {
  return sendSingleMails(emails, (mail) => accountEmailText(auth, mail));
}
