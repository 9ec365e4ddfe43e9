import type { Client } from '@sendgrid/client';
import type { MailService } from '@sendgrid/mail';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import { approvalTemplateId, mailFrom, sendgridApiBaseUrl, sendgridApiKey } from '../platform/config.ts';

export interface ApprovalEmailRecipient {
  userId: string;
  // The address of the user's sign-in account; empty when it has none.
  email: string;
  // The cleaned name the e-mail greets the user with (recipientName); empty for none.
  username: string;
}

export const noSignInEmailMessage = 'No sign-in account with an e-mail address for this user.';

export type ApprovalEmailResult =
  | { recipient: ApprovalEmailRecipient; sent: true }
  | { recipient: ApprovalEmailRecipient; sent: false; message: string };

// Ten sends at a time, each given up after ten seconds: even 500 recipients that all time out finish within
// 500 s, inside the callable's timeout (approvalEmailCallableOptions).
const concurrentSends = 10;
const sendTimeoutMs = 10_000;

export const approvalEmailCallableOptions = { secrets: [sendgridApiKey], timeoutSeconds: 540 };

// @sendgrid/mail keeps its HTTP client in a field its typings leave out, and only that client can be pointed at
// another base URL (the local stand-in). Importing @sendgrid/client itself would bundle axios into the ESM
// functions bundle, where its require() calls cannot load.
type MailServiceWithClient = MailService & { client: Pick<Client, 'setDefaultRequest'> };

// The typings describe @sendgrid/mail as its shared default mailer only (`export =`), but the CommonJS module also
// exports the MailService class, which import() exposes as a named export.
type SendgridMailModule = { MailService: typeof MailService };

// Imported on the first send, not with the bundle: only the approval callables send mail, and every other
// function's cold start would otherwise load @sendgrid/mail for nothing.
async function configuredMailService(): Promise<MailService> {
  const sendgridMail = (await import('@sendgrid/mail')) as unknown as SendgridMailModule;
  const service = new sendgridMail.MailService() as MailServiceWithClient;
  service.setApiKey(sendgridApiKey.value());
  // setApiKey resets the base URL to SendGrid's, so the configured one is set after it.
  service.client.setDefaultRequest('baseUrl', sendgridApiBaseUrl.value());
  service.setTimeout(sendTimeoutMs);
  return service;
}

// axios reports a timeout with one of these codes, depending on its `clarifyTimeoutError` setting.
const timeoutErrorSchema = z.object({ code: z.enum(['ECONNABORTED', 'ETIMEDOUT']) });
// @sendgrid/mail's ResponseError: the HTTP status and SendGrid's error list.
const sendGridRefusalSchema = z.object({
  code: z.number(),
  response: z.object({
    body: z.object({ errors: z.array(z.object({ message: z.string() })) }).catch({ errors: [] }),
  }),
});

function failureMessage(error: unknown): string {
  if (timeoutErrorSchema.safeParse(error).success) {
    return `The e-mail service did not answer within ${sendTimeoutMs / 1000} seconds.`;
  }
  const refusal = sendGridRefusalSchema.safeParse(error);
  if (refusal.success) {
    const reasons = refusal.data.response.body.errors.map((reason) => reason.message).join(' ');
    return `The e-mail service refused the message (HTTP ${refusal.data.code})${reasons ? `: ${reasons}` : '.'}`;
  }
  return 'The e-mail service could not be reached.';
}

function logApprovalEmailFailed(recipient: ApprovalEmailRecipient, message: string, error: unknown): void {
  logger.warn('Approval e-mail not sent', { userId: recipient.userId, message, error: String(error) });
}

/**
 * Sends the approval e-mail (the SendGrid dynamic template with `to_email` and `to_name`) to each recipient.
 * Never rejects: every recipient gets a result, a failed one with a message the administrator can read.
 */
export async function sendApprovalEmails(
  recipients: readonly ApprovalEmailRecipient[],
): Promise<ApprovalEmailResult[]> {
  if (recipients.length === 0) return [];
  const service = await configuredMailService();
  const from = mailFrom.value();
  const templateId = approvalTemplateId.value();
  return mapWithBoundedConcurrency(recipients, concurrentSends, async (recipient) => {
    if (recipient.email === '') return { recipient, sent: false, message: noSignInEmailMessage };
    try {
      await service.send({
        to: recipient.username
          ? { email: recipient.email, name: recipient.username }
          : { email: recipient.email },
        from,
        templateId,
        dynamicTemplateData: { to_email: recipient.email, to_name: recipient.username },
      });
      return { recipient, sent: true };
    } catch (error) {
      const message = failureMessage(error);
      logApprovalEmailFailed(recipient, message, error);
      return { recipient, sent: false, message };
    }
  });
}
