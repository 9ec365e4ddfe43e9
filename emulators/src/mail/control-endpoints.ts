import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendBody, sendEmpty, sendJson } from '../http/server.ts';
import type { MailState } from './mail-state.ts';
import { renderMessagePage } from './message-page.ts';
import { generalError, sendErrors } from './sendgrid-errors.ts';

const messagesQuerySchema = z.strictObject({ include: z.enum(['failed']).optional() });

export function showMessagePage(response: ServerResponse, state: MailState): void {
  const page = renderMessagePage(state.messages.all(), state.failures.list(), state.bounces.list());
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
