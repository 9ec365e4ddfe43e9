import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readJson, sendBody, sendEmpty, sendJson } from '../http/server.ts';
import { failureSettingsSchema } from './failure-rules.ts';
import type { MailState } from './mail-state.ts';
import { renderMessagePage } from './message-page.ts';
import { generalError, sendErrors, sendUnreadableBody } from './sendgrid-errors.ts';

const CONTROL_BODY_LIMIT_BYTES = 64 * 1024;
const FAILURES_PREFIX = '/failures/';

const messagesQuerySchema = z.strictObject({ include: z.enum(['failed']).optional() });

export function showMessagePage(response: ServerResponse, state: MailState): void {
  const page = renderMessagePage(state.messages.all(), state.failures.list());
  sendBody(response, 200, 'text/html; charset=utf-8', page);
}

export function listMessages(response: ServerResponse, url: URL, state: MailState): void {
  const query = messagesQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    sendErrors(response, 400, [generalError('The only accepted query is include=failed')]);
    return;
  }
  sendJson(response, 200, query.data.include === 'failed' ? state.messages.all() : state.messages.sent());
}

export function clearMessages(response: ServerResponse, state: MailState): void {
  state.messages.clear();
  sendEmpty(response, 204);
}

export function listFailures(response: ServerResponse, state: MailState): void {
  sendJson(response, 200, state.failures.list());
}

export function clearFailures(response: ServerResponse, state: MailState): void {
  state.failures.clear();
  sendEmpty(response, 204);
}

export function isFailurePath(pathname: string): boolean {
  return pathname.startsWith(FAILURES_PREFIX);
}

/** The address in `/failures/{email}`, or undefined (and a 400 answered) when it is not one. */
export function failureEmailOf(pathname: string, response: ServerResponse): string | undefined {
  let email: string | undefined;
  try {
    email = decodeURIComponent(pathname.slice(FAILURES_PREFIX.length));
  } catch {
    email = undefined;
  }
  if (email !== undefined && z.email().safeParse(email).success) return email;
  sendErrors(response, 400, [generalError('The path must end with a valid, URL-encoded e-mail address')]);
  return undefined;
}

export async function setFailure(
  request: IncomingMessage,
  response: ServerResponse,
  email: string,
  state: MailState,
): Promise<void> {
  const body = await readJson(request, CONTROL_BODY_LIMIT_BYTES, {});
  if (!body.ok) {
    sendUnreadableBody(response, body.problem);
    return;
  }
  const settings = failureSettingsSchema.safeParse(body.value);
  if (!settings.success) {
    const errors = settings.error.issues.map((issue) =>
      generalError(`${issue.path.join('.') || 'body'}: ${issue.message}`),
    );
    sendErrors(response, 400, errors);
    return;
  }
  sendJson(response, 200, state.failures.set(email, settings.data));
}

export function deleteFailure(response: ServerResponse, email: string, state: MailState): void {
  state.failures.delete(email);
  sendEmpty(response, 204);
}
