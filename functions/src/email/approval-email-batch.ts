import { approvalTemplateId, mailFrom } from '../platform/config.ts';
import {
  answerOfError,
  configuredMailService,
  type MailOutcome,
  type MailService,
  mailsPerRequest,
  messageIdOf,
  type RequestAnswer,
} from './mail-service.ts';

export { mailsPerRequest };

/** One approval e-mail to send: the outbox entry it settles, and where it goes. */
export interface ApprovalMail {
  entryId: string;
  email: string;
  // The cleaned name the e-mail greets the user with (recipientName); empty for none.
  name: string;
}

async function sendOneRequest(service: MailService, mails: readonly ApprovalMail[]): Promise<RequestAnswer> {
  try {
    const response = await service.send({
      from: mailFrom.value(),
      templateId: approvalTemplateId.value(),
      personalizations: mails.map(({ entryId, email, name }) => ({
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
  service: MailService,
  mails: readonly ApprovalMail[],
): Promise<MailOutcome[]> {
  const answer = await sendOneRequest(service, mails);
  if (answer.kind === 'accepted') {
    return mails.map(({ entryId }) => ({ entryId, result: 'sent', messageId: answer.messageId }));
  }
  if (answer.kind === 'refused' && mails.length > 1) {
    const middle = Math.ceil(mails.length / 2);
    return [
      ...(await sendIsolatingRefusals(service, mails.slice(0, middle))),
      ...(await sendIsolatingRefusals(service, mails.slice(middle))),
    ];
  }
  const result = answer.kind === 'retry' ? 'retry' : 'failed';
  return mails.map(({ entryId }) => ({ entryId, result, message: answer.message }));
}

/**
 * Sends the approval e-mail (the SendGrid dynamic template with `to_email` and `to_name`) to each recipient, as
 * few requests as SendGrid allows. Never rejects: every mail gets an outcome.
 */
export async function sendApprovalMails(mails: readonly ApprovalMail[]): Promise<MailOutcome[]> {
  if (mails.length === 0) return [];
  const service = await configuredMailService();
  const outcomes: MailOutcome[] = [];
  for (let start = 0; start < mails.length; start += mailsPerRequest) {
    outcomes.push(...(await sendIsolatingRefusals(service, mails.slice(start, start + mailsPerRequest))));
  }
  return outcomes;
}
