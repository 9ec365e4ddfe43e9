import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { byMethod, readJson, sendEmpty, sendJson } from '../http/server.ts';
import type { RecipientRules } from './recipient-rules.ts';
import { generalError, sendErrors, sendUnreadableBody } from './sendgrid-errors.ts';

const CONTROL_BODY_LIMIT_BYTES = 64 * 1024;

/** One kind of rule the stand-in can be told per recipient, under its own path (`/failures`, `/bounces`). */
export interface RuleEndpoints<Settings extends object> {
  readonly path: string;
  // Takes the body of `PUT {path}/{email}`; an empty body is `{}`, which the schema fills with its defaults.
  readonly settingsSchema: z.ZodType<Settings>;
  readonly rules: RecipientRules<Settings>;
}

type NotAllowed = (allow: string) => void;

/** The address in `{path}/{email}`, or undefined (and a 400 answered) when it is not one. */
function emailOf(encoded: string, response: ServerResponse): string | undefined {
  let email: string | undefined;
  try {
    email = decodeURIComponent(encoded);
  } catch {
    email = undefined;
  }
  if (email !== undefined && z.email().safeParse(email).success) return email;
  sendErrors(response, 400, [generalError('The path must end with a valid, URL-encoded e-mail address')]);
  return undefined;
}

async function setRule<Settings extends object>(
  request: IncomingMessage,
  response: ServerResponse,
  email: string,
  endpoints: RuleEndpoints<Settings>,
): Promise<void> {
  const body = await readJson(request, CONTROL_BODY_LIMIT_BYTES, {});
  if (!body.ok) {
    sendUnreadableBody(response, body.problem);
    return;
  }
  const settings = endpoints.settingsSchema.safeParse(body.value);
  if (!settings.success) {
    const errors = settings.error.issues.map((issue) =>
      generalError(`${issue.path.join('.') || 'body'}: ${issue.message}`),
    );
    sendErrors(response, 400, errors);
    return;
  }
  sendJson(response, 200, endpoints.rules.set(email, settings.data));
}

/**
 * Answers `GET` and `DELETE` on `{path}` (list, clear all) and `PUT` and `DELETE` on `{path}/{email}` (set, clear
 * one). False when the request is for none of these paths.
 */
export async function handleRuleRequest<Settings extends object>(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  endpoints: RuleEndpoints<Settings>,
  notAllowed: NotAllowed,
): Promise<boolean> {
  const { path, rules } = endpoints;
  if (pathname === path) {
    const handlers = {
      GET: () => sendJson(response, 200, rules.list()),
      DELETE: () => {
        rules.clear();
        sendEmpty(response, 204);
      },
    };
    await byMethod(request, handlers, notAllowed);
    return true;
  }
  if (!pathname.startsWith(`${path}/`)) return false;
  const email = emailOf(pathname.slice(path.length + 1), response);
  if (email === undefined) return true;
  const handlers = {
    PUT: () => setRule(request, response, email, endpoints),
    DELETE: () => {
      rules.delete(email);
      sendEmpty(response, 204);
    },
  };
  await byMethod(request, handlers, notAllowed);
  return true;
}
