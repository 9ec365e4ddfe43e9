import type { AuditEntry, BulkProgress, CallableName } from '@management-center/contract';
import { databasePaths, inputProblem } from '@management-center/contract';
import {
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
  HttpsError,
  onCall,
} from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { enforceAppCheck } from './config.ts';
import { database, serverTimestamp } from './firebase.ts';
import { hasPrototypeKey } from './prototype-key.ts';

export interface Actor {
  uid: string;
  email: string | null;
}

export interface UseCaseResult<Output> {
  output: Output;
  targets: string[];
}

// Sends one progress chunk to a caller that reads the call as a stream (the web SDK's httpsCallable(...).stream()).
export type ProgressReporter = (progress: BulkProgress) => Promise<void>;

// `reportProgress` is given only when the caller reads a stream: a use case can then skip the work of a total.
type UseCase<Input, Output> = (
  input: Input,
  actor: Actor,
  reportProgress?: ProgressReporter,
) => Promise<UseCaseResult<Output>>;

function progressReporter(
  request: CallableRequest,
  response: CallableResponse | undefined,
): ProgressReporter | undefined {
  if (!request.acceptsStreaming || !response) return undefined;
  return async (progress) => {
    // False when the caller has gone: the work goes on (it is audited), only its progress is no longer read.
    await response.sendChunk(progress);
  };
}

// onCall's own enforceAppCheck option would read the parameter while the functions load, which the deploy's
// discovery warns about for every callable; read per call, the setting is one check in the guard. The runtime
// sets request.app only for a token it verified.
function requireVerifiedApp(request: CallableRequest): void {
  if (enforceAppCheck.value() && !request.app) {
    throw new HttpsError('unauthenticated', 'This console is not verified by App Check.');
  }
}

function requireAdmin(request: CallableRequest): Actor {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in as an administrator.');
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', 'This account is not an administrator.');
  }
  return { uid: request.auth.uid, email: request.auth.token.email ?? null };
}

// The request body as sent, before firebase-functions decoded it; absent when a test calls the handler directly.
function sentData(request: CallableRequest): unknown {
  const body: unknown = request.rawRequest?.body;
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : request.data;
}

function parseInput<Schema extends z.ZodType>(schema: Schema, request: CallableRequest): z.infer<Schema> {
  if (hasPrototypeKey(sentData(request))) {
    throw new HttpsError('invalid-argument', 'input: must not contain a "__proto__" key', { field: 'input' });
  }
  const parsed = schema.safeParse(request.data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new HttpsError('invalid-argument', 'Invalid input.');
  const { field, message } = inputProblem(issue);
  throw new HttpsError('invalid-argument', message, { field });
}

async function appendAudit(
  action: CallableName,
  actor: Actor,
  targets: string[],
  failure: HttpsError | undefined,
): Promise<void> {
  const entry: Omit<AuditEntry, 'at'> & { at: object } = {
    action,
    actorUid: actor.uid,
    actorEmail: actor.email,
    targets,
    at: await serverTimestamp(),
    outcome: failure ? 'failed' : 'succeeded',
    ...(failure ? { errorCode: failure.code } : {}),
  };
  await (await database()).ref(databasePaths.auditLog).push(entry);
}

// Unknown errors may carry stack traces, paths or secrets: the caller only learns that it failed.
function toHttpsError(error: unknown, action: CallableName): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.error(`${action} failed`, error);
  return new HttpsError('internal', 'The operation failed. Please try again.');
}

// Every mutation of the console goes through here: guard (App Check, admin claim), validate, act, audit, in that
// order. A caller that streams the call also receives the use case's progress chunks before its output.
export function adminCallable<Schema extends z.ZodType, Output>(
  action: CallableName,
  inputSchema: Schema,
  useCase: UseCase<z.infer<Schema>, Output>,
  options: CallableOptions = {},
) {
  return onCall(options, async (request, response): Promise<Output> => {
    requireVerifiedApp(request);
    const actor = requireAdmin(request);
    const input = parseInput(inputSchema, request);
    const reportProgress = progressReporter(request, response);
    try {
      const { output, targets } = await (reportProgress
        ? useCase(input, actor, reportProgress)
        : useCase(input, actor));
      await appendAudit(action, actor, targets, undefined);
      return output;
    } catch (error) {
      const failure = toHttpsError(error, action);
      await appendAudit(action, actor, [], failure);
      throw failure;
    }
  });
}
