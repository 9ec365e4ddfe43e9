import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FailureSettings } from './failure-rules.ts';
import { type MailAttempt, type RunningMailService, startMailService } from './index.ts';

export const apiKey = 'SG.local';

/** A message the real API accepts: plain content, one recipient. */
export function contentMessage(to = 'member@example.com'): Record<string, unknown> {
  return {
    personalizations: [{ to: [{ email: to, name: 'Member' }] }],
    from: { email: 'noreply@example.com', name: 'Management Center' },
    subject: 'Your account is approved',
    content: [{ type: 'text/plain', value: 'Welcome aboard.' }],
  };
}

/** A message sent with a dynamic template, the way the functions send theirs. */
export function templateMessage(to = 'member@example.com'): Record<string, unknown> {
  return {
    personalizations: [{ to: [{ email: to }], dynamic_template_data: { to_email: to, to_name: 'Member' } }],
    from: { email: 'noreply@example.com' },
    template_id: 'd-0123456789abcdef0123456789abcdef',
  };
}

/** The stand-in's JSON, typed as the test expects it; the assertions are what check it. */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

interface EmailServiceUnderTest {
  url(): string;
  /** `authorization: null` sends no Authorization header. */
  send(body: unknown, authorization?: string | null): Promise<Response>;
  messages(query?: string): Promise<MailAttempt[]>;
  setFailure(email: string, settings?: Partial<FailureSettings>): Promise<Response>;
}

/** Starts a stand-in for the calling test file, empties it before each test and stops it after the file. */
export function useMailService(): EmailServiceUnderTest {
  let service: RunningMailService | undefined;
  const url = (): string => {
    if (service === undefined) throw new Error('The mail service has not started');
    return service.url;
  };

  beforeAll(async () => {
    service = await startMailService();
  });
  afterAll(() => service?.stop());
  beforeEach(async () => {
    await fetch(`${url()}/messages`, { method: 'DELETE' });
    await fetch(`${url()}/failures`, { method: 'DELETE' });
  });

  return {
    url,
    send: (body, authorization = `Bearer ${apiKey}`) =>
      fetch(`${url()}/v3/mail/send`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization === null ? {} : { Authorization: authorization }),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    messages: async (query = '') => jsonOf<MailAttempt[]>(await fetch(`${url()}/messages${query}`)),
    setFailure: (email, settings) =>
      fetch(`${url()}/failures/${encodeURIComponent(email)}`, {
        method: 'PUT',
        body: settings === undefined ? undefined : JSON.stringify(settings),
      }),
  };
}
