import { listen } from '../http/server.ts';
import { createMailRequestHandler } from './mail-request-handler.ts';
import { createMailState } from './mail-state.ts';

export type { BounceRule, BounceSettings } from './bounce-rules.ts';
export type { DeliveryEvent } from './delivery-events.ts';
export type { FailureRule, FailureSettings } from './failure-rules.ts';
export type { MailSendRequest } from './mail-send-request.ts';
export type { FailedAttempt, MailAttempt, SentMessage } from './message-log.ts';
export type { SendGridError, SendGridErrorBody } from './sendgrid-errors.ts';
export type { WebhookPost } from './webhook-poster.ts';

interface MailServiceOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Where to post the events of accepted messages, SendGrid's Event Webhook; none by default. */
  webhookUrl?: string;
  /** Whether to post them from the start (default true); `PUT /webhook` turns it on and off. */
  postsEvents?: boolean;
}

export interface RunningMailService {
  readonly host: string;
  readonly port: number;
  /** The base URL to give SendGrid clients, e.g. `http://127.0.0.1:8025`. */
  readonly url: string;
  /** The webhook's verification key (base64 DER), as SendGrid shows it: the functions check posts with it. */
  readonly webhookPublicKey: string;
  stop(): Promise<void>;
}

/**
 * Starts a local stand-in for SendGrid's v3 mail send API that records what it accepts, and posts signed delivery
 * events to a webhook as SendGrid's Event Webhook does.
 */
export async function startMailService(options: MailServiceOptions = {}): Promise<RunningMailService> {
  const state = createMailState({ url: options.webhookUrl, posting: options.postsEvents ?? true });
  const server = await listen(createMailRequestHandler(state), {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
  });
  return {
    ...server,
    webhookPublicKey: state.webhook.signer.publicKey,
    stop: () => {
      state.webhook.stop();
      return server.stop();
    },
  };
}
