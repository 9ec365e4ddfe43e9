import type { AuditEntry, CallableName } from '@management-center/contract';
import { databasePaths, inputProblem, splitIntoBatches } from '@management-center/contract';
import { type CallableRequest, HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { enforceAppCheck } from './config.ts';
import { database, serverTimestamp } from './firebase.ts';
import { hasPrototypeKey } from './prototype-key.ts';
import { timelineEntriesOf } from './timeline-entries.ts';

// The steps every callable takes, whoever may call it: the App Check guard, the input check, the audit entry and
// the answer to an error (team-callable.ts for the team's callables, invitation-callable.ts for an invitee's).

/** Who made a call, as its audit entry names them. */
export interface Caller {
  uid: string;
  email: string | null;
}

// Logs who was refused which callable, and with which code, before the refusal is answered. Of invalid input only
// the paths of its problems are logged, never the values sent: they may hold personal data.
export function refused(
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
export function requireVerifiedApp(action: CallableName, request: CallableRequest): void {
  if (enforceAppCheck.value() && !request.app) {
    throw refused(
      action,
      request,
      new HttpsError('unauthenticated', 'This console is not verified by App Check.'),
    );
  }
}

// The request body as sent, before firebase-functions decoded it; absent when a test calls the handler directly.
function sentData(request: CallableRequest): unknown {
  const body: unknown = request.rawRequest?.body;
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : request.data;
}

export function parseInput<Input>(
  action: CallableName,
  schema: z.ZodType<Input>,
  request: CallableRequest,
): Input {
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

export function auditEntry(
  action: CallableName,
  actor: Caller,
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

// One write of the audit, tried a few times, with one value for every attempt: an attempt that timed out but lands
// later is overwritten, never doubled. Answers the last error of a write that never landed.
async function writeWithRetries(write: () => Promise<void>): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= auditWriteAttempts; attempt += 1) {
    if (attempt > 1) {
      await new Promise((resolve) => setTimeout(resolve, auditRetryFirstDelayMs * 2 ** (attempt - 2)));
    }
    try {
      await within(auditWriteTimeoutMs, write());
      return undefined;
    } catch (error) {
      lastError = error;
    }
  }
  return lastError ?? new Error('The write failed');
}

// A call that changed many users (all that match) writes their timelines a part at a time.
const timelinePathsPerWrite = 500;

/**
 * Records a call: its audit entry, then, for a change that named app users, the same on each one's timeline (so
 * that a user's page reads their own entries, never the whole log). Never fails: the entry records an outcome
 * already decided, and the caller's answer is that outcome. What is not written is logged whole, with where it
 * was meant for, to be written from the log (an entry's timeline entries follow from it).
 */
export async function appendAudit(callId: string, entry: AuditEntry): Promise<void> {
  const path = `${databasePaths.auditLog}/${callId}`;
  const realtimeDatabase = await database();
  // The database's clock, not the function's, orders the entries of every instance.
  const at = await serverTimestamp();
  const auditError = await writeWithRetries(() => realtimeDatabase.ref(path).set({ ...entry, at }));
  // A database that does not take the entry would not take its timeline entries either, which follow from it.
  if (auditError !== undefined) {
    logger.error('Audit entry not written', {
      entry,
      path,
      attempts: auditWriteAttempts,
      error: String(auditError),
    });
    return;
  }
  const timelinePaths = Object.entries(timelineEntriesOf(callId, entry, at));
  for (const part of splitIntoBatches(timelinePaths, timelinePathsPerWrite)) {
    const paths = Object.fromEntries(part);
    const timelineError = await writeWithRetries(() => realtimeDatabase.ref().update(paths));
    if (timelineError !== undefined) {
      logger.error('Timeline entries not written', { paths, entry, error: String(timelineError) });
    }
  }
}

// A push id of the audit log, made locally: the entries of calls sort by it as the calls were made.
export async function newCallId(): Promise<string> {
  const { key } = (await database()).ref(databasePaths.auditLog).push();
  if (key === null) throw new Error('A push under the audit log has no key');
  return key;
}

// Unknown errors may carry stack traces, paths or secrets: the caller only learns that it failed.
export function toHttpsError(error: unknown, action: CallableName): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.error(`${action} failed`, error);
  return new HttpsError('internal', 'The operation failed. Please try again.');
}
