import type { MailSendRequest } from './mail-send-request.ts';

export interface SentMessage {
  readonly outcome: 'sent';
  readonly receivedAt: string;
  /** The `X-Message-Id` the send was answered with. */
  readonly messageId: string;
  readonly body: MailSendRequest;
}

/** A send answered with an error because a failure was set for one of its recipients. */
export interface FailedAttempt {
  readonly outcome: 'failed';
  readonly receivedAt: string;
  readonly status: number;
  readonly recipient: string;
  readonly body: MailSendRequest;
}

export type MailAttempt = SentMessage | FailedAttempt;

// Bounded so a stand-in left running for days does not grow without limit; far more than any test sends.
const MAX_ATTEMPTS = 1000;

/** Every accepted or deliberately failed send, oldest first. */
export class MessageLog {
  #attempts: MailAttempt[] = [];

  record(attempt: MailAttempt): void {
    this.#attempts.push(attempt);
    if (this.#attempts.length > MAX_ATTEMPTS) this.#attempts.splice(0, this.#attempts.length - MAX_ATTEMPTS);
  }

  all(): readonly MailAttempt[] {
    return [...this.#attempts];
  }

  sent(): SentMessage[] {
    return this.#attempts.filter((attempt): attempt is SentMessage => attempt.outcome === 'sent');
  }

  clear(): void {
    this.#attempts = [];
  }
}
