import type { Role } from '@management-center/contract';
import { roleLabels } from '@management-center/contract';
import { mailFrom } from '../platform/config.ts';
import { answerOfError, configuredMailService, type MailOutcome, messageIdOf } from './mail-service.ts';

/** One invitation to the team to send: the outbox entry it settles, where it goes and what it says. */
export interface InvitationMail {
  entryId: string;
  email: string;
  link: string;
  role: Role;
  invitedBy: string;
  expiresAt: number;
}

function escapedHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function invitationText({ link, role, invitedBy, expiresAt }: InvitationMail) {
  const expires = new Date(expiresAt).toISOString().replace('T', ' ').slice(0, 16);
  const roleLabel = roleLabels[role];
  return {
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

/**
 * Sends each invitation as a request of its own (each carries its own secret link); invitations are few. Never
 * rejects: every mail gets an outcome, as the approval e-mails' do.
 */
export async function sendInvitationMails(mails: readonly InvitationMail[]): Promise<MailOutcome[]> {
  if (mails.length === 0) return [];
  const service = await configuredMailService();
  const outcomes: MailOutcome[] = [];
  for (const mail of mails) {
    const { subject, text, html } = invitationText(mail);
    try {
      const response = await service.send({
        from: mailFrom.value(),
        subject,
        content: [
          { type: 'text/plain', value: text },
          { type: 'text/html', value: html },
        ],
        personalizations: [{ to: [{ email: mail.email }], customArgs: { outboxEntryId: mail.entryId } }],
      });
      outcomes.push({ entryId: mail.entryId, result: 'sent', messageId: messageIdOf(response) });
    } catch (error) {
      const answer = answerOfError(error);
      const result = answer.kind === 'retry' ? 'retry' : 'failed';
      outcomes.push({ entryId: mail.entryId, result, message: answer.message });
    }
  }
  return outcomes;
}
