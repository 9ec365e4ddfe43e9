import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { FailureSettings } from '../../../emulators/src/mail/failure-rules.ts';
import type { MailAttempt, SentMessage } from '../../../emulators/src/mail/message-log.ts';

export {
  localApprovalTemplateId,
  localMailFrom,
} from '../../../emulators/src/launcher/functions-parameters.ts';

const backend = inject('backend');
const mailUrl = `http://${backend.host}:${backend.ports.mail}`;

async function control(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${mailUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw new Error(`${method} ${path} on the mail stand-in failed: ${response.status}`);
  return response;
}

/** Messages the mail stand-in accepted, oldest first. */
export async function sentMessages(): Promise<SentMessage[]> {
  return (await control('GET', '/messages')).json();
}

/** Accepted messages and deliberately failed attempts, in the order they arrived. */
export async function mailAttempts(): Promise<MailAttempt[]> {
  return (await control('GET', '/messages?include=failed')).json();
}

export async function clearMessages(): Promise<void> {
  await control('DELETE', '/messages');
}

/** From now on, sends to `email` are answered with `status` after `delayMs` (defaults: 500 at once). */
export async function failSendsTo(email: string, settings: Partial<FailureSettings> = {}): Promise<void> {
  await control('PUT', `/failures/${encodeURIComponent(email)}`, settings);
}

export async function clearFailure(email: string): Promise<void> {
  await control('DELETE', `/failures/${encodeURIComponent(email)}`);
}

export async function clearFailures(): Promise<void> {
  await control('DELETE', '/failures');
}

/** The recipients of the accepted messages, lower-cased, oldest first. */
export async function sentRecipients(): Promise<string[]> {
  return (await sentMessages()).flatMap((message) =>
    message.body.personalizations.flatMap((personalization) =>
      personalization.to.map((address) => address.email.toLowerCase()),
    ),
  );
}

/**
 * For the suite this is called in: the mail stand-in fails no send but those the suite asks for (rules left by
 * another suite are cleared before it, its own after it), and each test starts with no recorded message.
 */
export function freshMailStandIn(): void {
  beforeAll(clearFailures);
  beforeEach(clearMessages);
  afterAll(clearFailures);
}
