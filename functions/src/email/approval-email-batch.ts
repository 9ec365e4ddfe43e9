import { approvalTemplateId, emailFrom } from '../platform/config.ts';
import {
  answerOfError,
  configuredEmailService,
  type EmailOutcome,
  type EmailService,
  emailsPerRequest,
  messageIdOf,
  type RequestAnswer,
} from './email-service.ts';

export { emailsPerRequest };

/** One approval e-mail to send: the outbox entry it settles, and where it goes. */
export interface ApprovalEmail {
  entryId: string;
  email: string;
  // The cleaned name the e-mail greets the user with (recipientName); empty for none.
  name: string;
}

async function sendOneRequest(
  service: EmailService,
  emails: readonly ApprovalEmail[],
): Promise<RequestAnswer> {
  try {
    const response = await service.send({
      from: emailFrom.value(),
      templateId: approvalTemplateId.value(),
      personalizations: emails.map(({ entryId, email, name }) => ({
        to: name ? [{ email, name }] : [{ email }],
        dynamicTemplateData: { to_email: email, to_name: name },
        // SendGrid's event webhook names the entry each delivery event is about.
        customArgs: { outboxEntryId: entryId },
      })),
    });
    return { kind: 'accepted', messageId: messageIdOf(response) };
  } catch (error) {
    return answerOfError(error);
  }
}

// A refused request is halved until the recipients the service refuses stand alone: one bad address costs the others
// a few more requests, never their e-mail.
async function sendIsolatingRefusals(
  service: EmailService,
  emails: readonly ApprovalEmail[],
): Promise<EmailOutcome[]> {
  const answer = await sendOneRequest(service, emails);
  if (answer.kind === 'accepted') {
    return emails.map(({ entryId }) => ({ entryId, result: 'sent', messageId: answer.messageId }));
  }
  if (answer.kind === 'refused' && emails.length > 1) {
    const middle = Math.ceil(emails.length / 2);
    return [
      ...(await sendIsolatingRefusals(service, emails.slice(0, middle))),
      ...(await sendIsolatingRefusals(service, emails.slice(middle))),
    ];
  }
  const result = answer.kind === 'retry' ? 'retry' : 'failed';
  return emails.map(({ entryId }) => ({ entryId, result, message: answer.message }));
}

/**
 * Sends the approval e-mail (the SendGrid dynamic template with `to_email` and `to_name`) to each recipient, as
 * few requests as SendGrid allows. Never rejects: every mail gets an outcome.
 */
export async function sendApprovalEmails(emails: readonly ApprovalEmail[]): Promise<EmailOutcome[]> {
  if (emails.length === 0) return [];
  const service = await configuredEmailService();
  const outcomes: EmailOutcome[] = [];
  for (let start = 0; start < emails.length; start += emailsPerRequest) {
    outcomes.push(...(await sendIsolatingRefusals(service, emails.slice(start, start + emailsPerRequest))));
  }
  return outcomes;
}
