import { listen } from '../http/server.ts';
import { createMailRequestHandler } from './mail-request-handler.ts';
import { createMailState } from './mail-state.ts';

export type { FailureRule } from './failure-rules.ts';
export type { MailSendRequest } from './mail-send-request.ts';
export type { FailedAttempt, MailAttempt, SentMessage } from './message-log.ts';
export type { SendGridError, SendGridErrorBody } from './sendgrid-errors.ts';

interface MailServiceOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
}

export interface RunningMailService {
  readonly host: string;
  readonly port: number;
  /** The base URL to give SendGrid clients, e.g. `http://127.0.0.1:8025`. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts a local stand-in for SendGrid's v3 mail send API that records what it accepts. */
export function startMailService(options: MailServiceOptions = {}): Promise<RunningMailService> {
  const handler = createMailRequestHandler(createMailState());
  return listen(handler, { host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
}
