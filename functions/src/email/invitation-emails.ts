import type { Role } from '@management-center/contract';
import { roleLabels } from '@management-center/contract';
import type { EmailOutcome } from './email-service.ts';
import { escapedHtml, type SingleEmail, sendSingleMails } from './single-emails.ts';

/** One invitation to the team to send: the outbox entry it settles, where it goes and what it says. */
export interface InvitationEmail {
  entryId: string;
  email: string;
  link: string;
  role: Role;
  invitedBy: string;
  expiresAt: number;
}

function invitationText({ entryId, email, link, role, invitedBy, expiresAt }: InvitationEmail): SingleEmail {
  const expires = new Date(expiresAt).toISOString().replace('T', ' ').slice(0, 16);
  const roleLabel = roleLabels[role];
  return {
    entryId,
    email,
    subject: 'You are invited to the Management Center',
    text: [
      `${invitedBy} invited you to the Management Center as ${roleLabel}.`,
      '',
      `Set your password to accept the invitation: ${link}`,
      '',
      `The link works until ${expires} UTC. If you did not expect this e-mail, ignore it.`,
    ].join('\n'),
    html: [
      `<p>${escapedHtml(invitedBy)} invited you to the Management Center as <strong>${escapedHtml(roleLabel)}</strong>.</p>`,
      `<p><a href="${escapedHtml(link)}">Set your password to accept the invitation</a></p>`,
      `<p>The link works until ${expires} UTC. If you did not expect this e-mail, ignore it.</p>`,
    ].join('\n'),
  };
}

export function sendInvitationEmails(emails: readonly InvitationEmail[]): Promise<EmailOutcome[]> {
  return sendSingleMails(emails, async (mail) => invitationText(mail));
}
