import type sendgridClient from '@sendgrid/client';
import type sendgridMailer from '@sendgrid/mail';
import { z } from 'zod';
import { approvalTemplateId, mailFrom, sendgridApiBaseUrl, sendgridApiKey } from '../platform/config.ts';
import { secretRecipientBaseUrl } from '../platform/secret-recipient-url.ts';

/** One approval e-mail to send: the outbox entry it settles, and where it goes. */
export interface ApprovalMail {
  entryId: string;
  email: string;
  // The cleaned name the e-mail greets the user with (recipientName); empty for none.
  name: string;
}

// sent: the service took it. retry: it did not, for a reason that passes (down, busy). failed: it refused it, or
// did not answer in time, when it may have taken it: sending again could e-mail the user twice.
export type ApprovalMailOutcome =
  | { entryId: string; result: 'sent'; messageId: string | undefined }
  | { entryId: string; result: 'retry' | 'failed'; message: string };

// SendGrid takes at most 1000 personalizations per request.
export const mailsPerRequest = 1000;
const sendTimeoutMs = 10_000;

// @sendgrid/mail keeps its HTTP client in a field its typings leave out, and only that client can be pointed at
// another base URL (the local stand-in). Importing @sendgrid/client itself would bundle axios into the ESM
// functions bundle, where its require() calls cannot load.
type MailServiceWithClient = MailService & { client: Pick<typeof sendgridClient, 'setDefaultRequest'> };

// The typings describe @sendgrid/mail as its shared default mailer only (`export =`), but the CommonJS module also
// exports the MailService class, which import() exposes as a named export.
type MailService = typeof sendgridMailer;
type SendgridMailModule = { MailService: new () => MailService };

// Imported on the first send, not with the bundle: only the mail sender needs it, and every other function's cold
// start would otherwise load @sendgrid/mail for nothing.
async function configuredMailService(): Promise<MailService> {
  const sendgridMail = (await import('@sendgrid/mail')) as unknown as SendgridMailModule;
  const service = new sendgridMail.MailService() as MailServiceWithClient;
  service.setApiKey(sendgridApiKey.value());
  // setApiKey resets the base URL to SendGrid's, so the configured one is set after it.
  service.client.setDefaultRequest('baseUrl', secretRecipientBaseUrl(sendgridApiBaseUrl));
  service.setTimeout(sendTimeoutMs);
  return service;
}

// axios reports a timeout with one of these codes, depending on its `clarifyTimeoutError` setting.
const timeoutErrorSchema = z.object({ code: z.enum(['ECONNABORTED', 'ETIMEDOUT']) });
// @sendgrid/mail's ResponseError: the HTTP status and SendGrid's error list.
const sendGridAnswerSchema = z.object({
  code: z.number(),
  response: z.object({
    body: z.object({ errors: z.array(z.object({ message: z.string() })) }).catch({ errors: [] }),
  }),
});
// send() answers [response, body]; axios keeps the headers in a class instance, lower-cased.
const acceptedResponseSchema = z.tuple(
  [z.object({ headers: z.object({ 'x-message-id': z.string() }) })],
  z.unknown(),
);

type RequestAnswer =
  | { kind: 'accepted'; messageId: string | undefined }
  // 400: something in the request, most often one recipient's address; smaller requests find which.
  | { kind: 'refused'; message: string }
  | { kind: 'failed' | 'retry'; message: string };

function answerOfError(error: unknown): RequestAnswer {
  if (timeoutErrorSchema.safeParse(error).success) {
    return {
      kind: 'failed',
      message: `The e-mail service did not answer within ${sendTimeoutMs / 1000} seconds; it may have sent the e-mail.`,
    };
  }
  const answer = sendGridAnswerSchema.safeParse(error);
  if (!answer.success) return { kind: 'retry', message: 'The e-mail service could not be reached.' };
  const { code, response } = answer.data;
  const reasons = response.body.errors.map((reason) => reason.message).join(' ');
  if (code === 429 || code >= 500) {
    return { kind: 'retry', message: `The e-mail service is unavailable (HTTP ${code}).` };
  }
  const message = `The e-mail service refused the message (HTTP ${code})${reasons ? `: ${reasons}` : '.'}`;
  return { kind: code === 400 ? 'refused' : 'failed', message };
}

function messageIdOf(response: unknown): string | undefined {
  const parsed = acceptedResponseSchema.safeParse(response);
  return parsed.success ? parsed.data[0].headers['x-message-id'] : undefined;
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
): Promise<ApprovalMailOutcome[]> {
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
export async function sendApprovalMails(mails: readonly ApprovalMail[]): Promise<ApprovalMailOutcome[]> {
  if (mails.length === 0) return [];
  const service = await configuredMailService();
  const outcomes: ApprovalMailOutcome[] = [];
  for (let start = 0; start < mails.length; start += mailsPerRequest) {
    outcomes.push(...(await sendIsolatingRefusals(service, mails.slice(start, start + mailsPerRequest))));
  }
  return outcomes;
}
