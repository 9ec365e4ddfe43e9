import type { ServerResponse } from 'node:http';
import { type JsonBody, sendJson } from '../http/server.ts';

/** One entry of SendGrid's v3 error body `{"errors":[...]}`. */
export interface SendGridError {
  readonly message: string;
  readonly field: string | null;
  readonly help: string | null;
}

export interface SendGridErrorBody {
  readonly errors: readonly SendGridError[];
}

const HELP_BASE = 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html';

/** SendGrid points each field error at its section of the errors page, named by the field path without indices. */
export function fieldError(message: string, field: string): SendGridError {
  const section = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  return { message, field, help: `${HELP_BASE}#message.${section}` };
}

export function generalError(message: string): SendGridError {
  return { message, field: null, help: null };
}

export function sendErrors(
  response: ServerResponse,
  status: number,
  errors: readonly SendGridError[],
  headers: Readonly<Record<string, string>> = {},
): void {
  const body: SendGridErrorBody = { errors };
  sendJson(response, status, body, headers);
}

export function sendUnreadableBody(
  response: ServerResponse,
  problem: Extract<JsonBody, { ok: false }>['problem'],
): void {
  if (problem === 'too-large') {
    sendErrors(response, 413, [generalError('Payload Too Large')], { Connection: 'close' });
  } else {
    sendErrors(response, 400, [generalError('Bad Request')]);
  }
}
