import { byMethod, type RequestHandler } from '../http/server.ts';
import {
  clearFailures,
  clearMessages,
  deleteFailure,
  failureEmailOf,
  isFailurePath,
  listFailures,
  listMessages,
  setFailure,
  showMessagePage,
} from './control-endpoints.ts';
import type { MailState } from './mail-state.ts';
import { handleMailSend } from './send-endpoint.ts';
import { generalError, sendErrors } from './sendgrid-errors.ts';

/** Routes requests to SendGrid's send endpoint and to the stand-in's own control endpoints. */
export function createMailRequestHandler(state: MailState): RequestHandler {
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
    if (pathname === '/failures') {
      const handlers = {
        GET: () => listFailures(response, state),
        DELETE: () => clearFailures(response, state),
      };
      return byMethod(request, handlers, notAllowed);
    }
    if (isFailurePath(pathname)) {
      const email = failureEmailOf(pathname, response);
      if (email === undefined) return;
      const handlers = {
        PUT: () => setFailure(request, response, email, state),
        DELETE: () => deleteFailure(response, email, state),
      };
      return byMethod(request, handlers, notAllowed);
    }
    sendErrors(response, 404, [generalError('resource not found')]);
  };
}
