import type {
  AuditEntry,
  BulkProgress,
  CallableName,
  CallableOutput,
  ParsedCallableInput,
} from '@management-center/contract';
import {
  accessMessages,
  callableEntry,
  databasePaths,
  inputProblem,
  recentSignInRequiredReason,
  requiresRecentSignIn,
  roleAllows,
  roleDoesNotAllowReason,
  roleOfClaims,
  signedInBeforeRevocation,
  signedInRecently,
  signInAgainReason,
} from '@management-center/contract';
import {
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
  HttpsError,
  onCall,
} from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { adminRevokedAt } from './admin-revocations.ts';
import { consoleOrigins, enforceAppCheck } from './config.ts';
import { database, serverTimestamp } from './firebase.ts';
import { hasPrototypeKey } from './prototype-key.ts';

export interface Actor {
  uid: string;
  email: string | null;
  // This call's id, under which its audit entry is stored: what the call leaves behind (a content version) names
  // it, so that the Activity page can find it from the entry.
  callId: string;
}

export interface UseCaseResult<Output> {
  output: Output;
  targets: string[];
}

// Sends one progress chunk to a caller that reads the call as a stream (the web SDK's httpsCallable(...).stream()).
export type ProgressReporter = (progress: BulkProgress) => Promise<void>;

// `reportProgress` is given only to a callable whose registry entry streams progress, and only when the caller
// reads a stream: a use case can then skip the work of a total.
export type UseCase<Name extends CallableName> = (
  input: ParsedCallableInput<Name>,
  actor: Actor,
  reportProgress?: ProgressReporter,
) => Promise<UseCaseResult<CallableOutput<Name>>>;

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

// Logs who was refused which callable, and with which code, before the refusal is answered. Of invalid input only
// the paths of its problems are logged, never the values sent: they may hold personal data.
function refused(
  action: CallableName,
  request: CallableRequest,
  answer: HttpsError,
  inputPaths?: string[],
): HttpsError {
  logger.warn('Callable refused', {
    callable: action,
    uid: request.auth?.uid ?? null,
    code: answer.code,
    ...(inputPaths ? { inputPaths } : {}),
  });
  return answer;
}

// onCall's own enforceAppCheck option would read the parameter while the functions load, which the deploy's
// discovery warns about for every callable; read per call, the setting is one check in the guard. The runtime
// sets request.app only for a token it verified.
function requireVerifiedApp(action: CallableName, request: CallableRequest): void {
  if (enforceAppCheck.value() && !request.app) {
    throw refused(
      action,
      request,
      new HttpsError('unauthenticated', 'This console is not verified by App Check.'),
    );
  }
}

// A member of the team, whose role allows the callable's permission. An account outside the team is refused
// before anything else is read; a member whose role does not allow it is refused too, and that refusal is audited
// (the owner sees who tried what). Refusals of accounts outside the team are logged only: every app user has an
// account, and none of them may write to the audit log by calling.
// The role outlives its change or removal in every token signed in before it (up to an hour): such a token is
// refused as a session that has ended, `unauthenticated` as verifyIdToken(token, true) would answer for revoked
// tokens, so that the console signs out and asks for a new sign-in. One database read (the time the rules compare
// with too) rather than checkRevoked's lookup of the whole account in Auth.
async function requireTeamMember(
  action: CallableName,
  request: CallableRequest,
  callId: () => Promise<string>,
): Promise<Omit<Actor, 'callId'>> {
  if (!request.auth) {
    throw refused(action, request, new HttpsError('unauthenticated', accessMessages.signInFirst));
  }
  const role = roleOfClaims(request.auth.token);
  if (role === null) {
    throw refused(action, request, new HttpsError('permission-denied', accessMessages.notInTeam));
  }
  const revokedAt = await adminRevokedAt(await database(), request.auth.uid);
  if (signedInBeforeRevocation(request.auth.token.auth_time, revokedAt)) {
    const answer = new HttpsError('unauthenticated', accessMessages.signInAgain, {
      reason: signInAgainReason,
    });
    throw refused(action, request, answer);
  }
  const member = { uid: request.auth.uid, email: request.auth.token.email ?? null };
  const { permission } = callableEntry(action);
  if (!roleAllows(role, permission)) {
    const answer = new HttpsError('permission-denied', accessMessages.roleDoesNotAllow(role), {
      reason: roleDoesNotAllowReason,
      permission,
    });
    await appendAudit(await callId(), { ...auditEntry(action, member, [], answer), outcome: 'refused' });
    throw refused(action, request, answer);
  }
  return member;
}

// What cannot be undone is done only by someone who proved again lately that they hold the account.
function requireRecentSignIn(action: CallableName, request: CallableRequest, input: unknown): void {
  if (!requiresRecentSignIn(action, input)) return;
  const authTime = request.auth?.token.auth_time ?? 0;
  if (!signedInRecently(authTime, Date.now())) {
    const answer = new HttpsError('failed-precondition', accessMessages.recentSignInRequired, {
      reason: recentSignInRequiredReason,
    });
    throw refused(action, request, answer);
  }
}

// The request body as sent, before firebase-functions decoded it; absent when a test calls the handler directly.
function sentData(request: CallableRequest): unknown {
  const body: unknown = request.rawRequest?.body;
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : request.data;
}

function parseInput<Input>(action: CallableName, schema: z.ZodType<Input>, request: CallableRequest): Input {
  if (hasPrototypeKey(sentData(request))) {
    const answer = new HttpsError('invalid-argument', 'input: must not contain a "__proto__" key', {
      field: 'input',
    });
    throw refused(action, request, answer, ['input']);
  }
  const parsed = schema.safeParse(request.data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => inputProblem(issue));
  const inputPaths = problems.map(({ field }) => field);
  const [first] = problems;
  const answer = first
    ? new HttpsError('invalid-argument', first.message, { field: first.field })
    : new HttpsError('invalid-argument', 'Invalid input.');
  throw refused(action, request, answer, inputPaths);
}

function auditEntry(
  action: CallableName,
  actor: Omit<Actor, 'callId'>,
  targets: string[],
  failure: HttpsError | undefined,
): AuditEntry {
  return {
    action,
    actorUid: actor.uid,
    actorEmail: actor.email,
    targets,
    at: Date.now(),
    outcome: failure ? 'failed' : 'succeeded',
    ...(failure ? { errorCode: failure.code } : {}),
    ...(!failure && targets.length === 0 ? { changedNothing: true } : {}),
  };
}

const auditWriteAttempts = 3;
const auditRetryFirstDelayMs = 250;
// The SDK holds a write while the database is unreachable, without failing it: unbounded, an audit write could
// outlast the function's own timeout and turn a change that happened into a failed call.
const auditWriteTimeoutMs = 3_000;

async function within<Value>(timeoutMs: number, work: Promise<Value>): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Never fails: the entry records an outcome already decided, and the caller's answer is that outcome. An entry not
// written is logged whole, with the path it was meant for, to be written from the log.
async function appendAudit(callId: string, entry: AuditEntry): Promise<void> {
  // One path for every attempt: an attempt that timed out but lands later is overwritten, never doubled.
  const path = `${databasePaths.auditLog}/${callId}`;
  let lastError: unknown;
  for (let attempt = 1; attempt <= auditWriteAttempts; attempt += 1) {
    if (attempt > 1) {
      await new Promise((resolve) => setTimeout(resolve, auditRetryFirstDelayMs * 2 ** (attempt - 2)));
    }
    try {
      const stored = (await database()).ref(path);
      // The database's clock, not the function's, orders the entries of every instance.
      await within(auditWriteTimeoutMs, stored.set({ ...entry, at: await serverTimestamp() }));
      return;
    } catch (error) {
      lastError = error;
    }
  }
  logger.error('Audit entry not written', {
    entry,
    path,
    attempts: auditWriteAttempts,
    error: String(lastError),
  });
}

// A push id of the audit log, made locally: the entries of calls sort by it as the calls were made.
async function newCallId(): Promise<string> {
  const { key } = (await database()).ref(databasePaths.auditLog).push();
  if (key === null) throw new Error('A push under the audit log has no key');
  return key;
}

// Unknown errors may carry stack traces, paths or secrets: the caller only learns that it failed.
function toHttpsError(error: unknown, action: CallableName): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.error(`${action} failed`, error);
  return new HttpsError('internal', 'The operation failed. Please try again.');
}

// Every mutation of the console goes through here: guard (App Check, the role, its revocation and permission), validate,
// check the sign-in is recent enough for an irreversible call, act, audit, in that order. The use case's outcome
// alone decides the answer; the audit entry follows it. A caller that streams the call also receives the use
// case's progress chunks before its output. The input schema, and whether progress is streamed, are the
// callable's entry in the registry; the use case's input and output are typed by it.
export function adminCallable<Name extends CallableName>(
  action: Name,
  useCase: UseCase<Name>,
  options: CallableOptions = {},
) {
  const { input: inputSchema, streamsProgress } = callableEntry(action);
  return onCall({ cors: consoleOrigins, ...options }, async (request, response) => {
    requireVerifiedApp(action, request);
    const administrator = await requireTeamMember(action, request, newCallId);
    const input = parseInput(action, inputSchema, request);
    requireRecentSignIn(action, request, input);
    const actor: Actor = { ...administrator, callId: await newCallId() };
    const { callId } = actor;
    const reportProgress = streamsProgress ? progressReporter(request, response) : undefined;
    let result: UseCaseResult<CallableOutput<Name>>;
    try {
      result = await (reportProgress ? useCase(input, actor, reportProgress) : useCase(input, actor));
    } catch (error) {
      const failure = toHttpsError(error, action);
      await appendAudit(callId, auditEntry(action, administrator, [], failure));
      throw failure;
    }
    await appendAudit(callId, auditEntry(action, administrator, result.targets, undefined));
    return result.output;
  });
}
