import { emailFrom } from '../platform/config.ts';
import { answerOfError, configuredEmailService, type EmailOutcome, messageIdOf } from './email-service.ts';

/** An e-mail of its own (its own secret link): the outbox entry it settles, where it goes and what it says. */
export interface SingleEmail {
  entryId: string;
  email: string;
  subject: string;
  text: string;
  html: string;
}

export function escapedHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// Why a mail could not be made (its link), as a refusal of the service would be answered.
export interface NotComposed {
  result: 'retry' | 'failed';
  message: string;
}

async function composed<Pending>(
  mail: Pending,
  compose: (mail: Pending) => Promise<SingleEmail | NotComposed>,
): Promise<SingleEmail | NotComposed> {
  try {
    return await compose(mail);
  } catch (error) {
    return { result: 'retry', message: error instanceof Error ? error.message : String(error) };
  }
}

// These e-emails carry a secret link (an invitation, a password reset, a verification): SendGrid's click tracking
// would rewrite it to pass through a tracking domain, and open tracking adds a beacon; both are off for them.
const secretLinkTracking = {
  clickTracking: { enable: false, enableText: false },
  openTracking: { enable: false },
};

/**
 * Sends each e-mail as a request of its own; these are few. `compose` makes one (its link) just before it is sent,
 * or says why it cannot. Never rejects: every mail gets an outcome, as the approval e-emails' do.
 */
export async function sendSingleMails<Pending extends { entryId: string }>(
  pending: readonly Pending[],
  compose: (mail: Pending) => Promise<SingleEmail | NotComposed>,
): Promise<EmailOutcome[]> {
  if (pending.length === 0) return [];
  const service = await configuredEmailService();
  const outcomes: EmailOutcome[] = [];
  for (const mail of pending) {
    const made = await composed(mail, compose);
    if ('result' in made) {
      outcomes.push({ entryId: mail.entryId, ...made });
      continue;
    }
    try {
      const response = await service.send({
        from: emailFrom.value(),
        subject: made.subject,
        content: [
          { type: 'text/plain', value: made.text },
          { type: 'text/html', value: made.html },
        ],
        personalizations: [{ to: [{ email: made.email }], customArgs: { outboxEntryId: mail.entryId } }],
        trackingSettings: secretLinkTracking,
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
