import type sendgridClient from '@sendgrid/client';
import type sendgridMailer from '@sendgrid/mail';
import { z } from 'zod';
import { sendgridApiBaseUrl, sendgridApiKey } from '../platform/config.ts';
import { secretRecipientBaseUrl } from '../platform/secret-recipient-url.ts';

// sent: the service took it. retry: it did not, for a reason that passes (down, busy). failed: it refused it, or
// did not answer in time, when it may have taken it: sending again could e-mail the user twice.
export type EmailOutcome =
  | { entryId: string; result: 'sent'; messageId: string | undefined }
  | { entryId: string; result: 'retry' | 'failed'; message: string };

// SendGrid takes at most 1000 personalizations per request.
export const emailsPerRequest = 1000;
const sendTimeoutMs = 10_000;

// @sendgrid/mail keeps its HTTP client in a field its typings leave out, and only that client can be pointed at
// another base URL (the local stand-in). Importing @sendgrid/client itself would bundle axios into the ESM
// functions bundle, where its require() calls cannot load.
type EmailServiceWithClient = EmailService & { client: Pick<typeof sendgridClient, 'setDefaultRequest'> };

// The typings describe @sendgrid/mail as its shared default mailer only (`export =`), but the CommonJS module also
// exports the MailService class, which import() exposes as a named export.
export type EmailService = typeof sendgridMailer;
type SendgridMailModule = { MailService: new () => EmailService };

// Imported on the first send, not with the bundle: only the mail sender needs it, and every other function's cold
// start would otherwise load @sendgrid/mail for nothing.
export async function configuredEmailService(): Promise<EmailService> {
  const sendgridMail = (await import('@sendgrid/mail')) as unknown as SendgridMailModule;
  const service = new sendgridMail.MailService() as EmailServiceWithClient;
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

export type RequestAnswer =
  | { kind: 'accepted'; messageId: string | undefined }
  // 400: something in the request, most often one recipient's address; smaller requests find which.
  | { kind: 'refused'; message: string }
  | { kind: 'failed' | 'retry'; message: string };

export function answerOfError(error: unknown): Exclude<RequestAnswer, { kind: 'accepted' }> {
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

export function messageIdOf(response: unknown): string | undefined {
  const parsed = acceptedResponseSchema.safeParse(response);
  return parsed.success ? parsed.data[0].headers['x-message-id'] : undefined;
}
