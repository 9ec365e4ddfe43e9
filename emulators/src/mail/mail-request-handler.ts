import { byMethod, type RequestHandler } from '../http/server.ts';
import { bounceSettingsSchema } from './bounce-rules.ts';
import { clearMessages, listMessages, showMessagePage } from './control-endpoints.ts';
import { failureSettingsSchema } from './failure-rules.ts';
import type { MailState } from './mail-state.ts';
import { handleRuleRequest } from './recipient-rule-endpoints.ts';
import { handleMailSend } from './send-endpoint.ts';
import { generalError, sendErrors } from './sendgrid-errors.ts';
import {
  clearWebhookPosts,
  listWebhookPosts,
  setWebhook,
  showWebhook,
  signWebhookBody,
} from './webhook-endpoints.ts';

/** Routes requests to SendGrid's send endpoint and to the stand-in's own control endpoints. */
export function createMailRequestHandler(state: MailState): RequestHandler {
  const failures = { path: '/failures', settingsSchema: failureSettingsSchema, rules: state.failures };
  const bounces = { path: '/bounces', settingsSchema: bounceSettingsSchema, rules: state.bounces };
  return async (request, response, context) => {
    const { pathname } = context.url;
    const notAllowed = (allow: string): void =>
      sendErrors(response, 405, [generalError('Method Not Allowed')], { Allow: allow });

    if (pathname === '/v3/mail/send') {
      return byMethod(request, { POST: () => handleMailSend(request, response, context, state) }, notAllowed);
    }
    if (pathname === '/') {
      return byMethod(request, { GET: () => showMessagePage(response, state) }, notAllowed);
    }
    if (pathname === '/messages') {
      const handlers = {
        GET: () => listMessages(response, context.url, state),
        DELETE: () => clearMessages(response, state),
      };
      return byMethod(request, handlers, notAllowed);
    }
    if (pathname === '/webhook') {
      const handlers = {
        GET: () => showWebhook(response, state),
        PUT: () => setWebhook(request, response, state),
      };
      return byMethod(request, handlers, notAllowed);
    }
    if (pathname === '/webhook/posts') {
      const handlers = {
        GET: () => listWebhookPosts(response, context.url, state),
        DELETE: () => clearWebhookPosts(response, state),
      };
      return byMethod(request, handlers, notAllowed);
    }
    if (pathname === '/webhook/sign') {
      return byMethod(request, { POST: () => signWebhookBody(request, response, state) }, notAllowed);
    }
    if (await handleRuleRequest(request, response, pathname, failures, notAllowed)) return;
    if (await handleRuleRequest(request, response, pathname, bounces, notAllowed)) return;
    sendErrors(response, 404, [generalError('resource not found')]);
  };
}
