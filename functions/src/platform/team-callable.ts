import type {
  BulkProgress,
  CallableName,
  CallableOutput,
  ChangeUndo,
  ExportSummary,
  ParsedCallableInput,
  TeamCallableName,
} from '@management-center/contract';
import {
  accessMessages,
  accountTarget,
  accountTargetsOf,
  callableEntry,
  lacksRequiredSecondFactor,
  permissionOf,
  recentSignInRequiredReason,
  requiresRecentSignIn,
  roleAllows,
  roleDoesNotAllowReason,
  roleOfClaims,
  secondFactorRequiredReason,
  sessionTooOld,
  signedInBeforeRevocation,
  signedInRecently,
  signedInWithSecondFactor,
  signInAgainReason,
} from '@management-center/contract';
import {
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
  HttpsError,
  onCall,
} from 'firebase-functions/https';
import {
  appendAudit,
  auditEntry,
  type Caller,
  newCallId,
  parseInput,
  refused,
  requireVerifiedApp,
  toHttpsError,
} from './callable-steps.ts';
import { consoleOrigins } from './config.ts';
import { database } from './firebase.ts';
import { memberRevokedAt, teamSessionHours } from './member-revocations.ts';
import { hasSecondFactor, teamAccountRefusal, teamAccountsAmong } from './team-accounts.ts';

export interface Member extends Caller {
  // Whether this session was signed in with a second factor.
  secondFactor: boolean;
}

export interface Actor extends Member {
  // This call's id, under which its audit entry is stored: what the call leaves behind (a content version) names
  // it, so that the Activity page can find it from the entry.
  callId: string;
}

export interface UseCaseResult<Output> {
  output: Output;
  targets: string[];
  // How the Activity page undoes the change, kept with its audit entry.
  undo?: ChangeUndo;
  // The reason the member gave for the change, kept with its audit entry.
  reason?: string;
  // What an export wrote, kept with its audit entry.
  exported?: ExportSummary;
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

// A member of the team, whose role allows the callable's permission. An account outside the team is refused
// before anything else is read; a member whose role does not allow it is refused too, and that refusal is audited
// (the owner sees who tried what). Refusals of accounts outside the team are logged only: every app user has an
// account, and none of them may write to the audit log by calling.
// Where the team requires a second factor, a token signed in without one is refused too (logged only): the member
// has only the enrolment of one left to do, which is Auth's, no callable.
// The role outlives its change or removal in every token signed in before it (up to an hour), and a session lasts
// at most the team's hours from its sign-in: such a token is refused as a session that has ended,
// `unauthenticated` as verifyIdToken(token, true) would answer for revoked tokens, so that the console signs out
// and says why. Two database reads at once (the times the rules compare with too) rather than checkRevoked's
// lookup of the whole account in Auth.
async function requireTeamMember(
  action: TeamCallableName,
  request: CallableRequest,
  callId: () => Promise<string>,
): Promise<Member> {
  if (!request.auth) {
    throw refused(action, request, new HttpsError('unauthenticated', accessMessages.signInFirst));
  }
  const role = roleOfClaims(request.auth.token);
  if (role === null) {
    throw refused(action, request, new HttpsError('permission-denied', accessMessages.notInTeam));
  }
  const realtimeDatabase = await database();
  const [revokedAt, sessionHours] = await Promise.all([
    memberRevokedAt(realtimeDatabase, request.auth.uid),
    teamSessionHours(realtimeDatabase),
  ]);
  const authTime = request.auth.token.auth_time;
  const ended = signedInBeforeRevocation(authTime, revokedAt)
    ? accessMessages.signInAgain
    : sessionTooOld(authTime, sessionHours, Date.now())
      ? accessMessages.sessionTooOld(sessionHours)
      : undefined;
  if (ended !== undefined) {
    throw refused(action, request, new HttpsError('unauthenticated', ended, { reason: signInAgainReason }));
  }
  if (lacksRequiredSecondFactor(request.auth.token)) {
    const answer = new HttpsError('permission-denied', accessMessages.secondFactorRequired, {
      reason: secondFactorRequiredReason,
    });
    throw refused(action, request, answer);
  }
  const member = {
    uid: request.auth.uid,
    email: request.auth.token.email ?? null,
    secondFactor: signedInWithSecondFactor(request.auth.token),
  };
  const permission = permissionOf(action);
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

// A change of who holds power, what cannot be undone and what takes data out are done only by someone who proved
// again lately that they hold the account: with the password, and with the second factor where the account has one
// (a token without it comes from before the factor was enrolled, or was not completed with it).
async function requireRecentSignIn(
  action: CallableName,
  request: CallableRequest,
  member: Member,
  input: unknown,
): Promise<void> {
  if (!requiresRecentSignIn(action, input)) return;
  const authTime = request.auth?.token.auth_time ?? 0;
  const proved =
    signedInRecently(authTime, Date.now()) && (member.secondFactor || !(await hasSecondFactor(member.uid)));
  if (!proved) {
    const answer = new HttpsError('failed-precondition', accessMessages.recentSignInRequired, {
      reason: recentSignInRequiredReason,
    });
    throw refused(action, request, answer);
  }
}

// A member's account is managed on the Team screen alone (contract team/team-accounts.ts): a call that names one
// among the users it acts on changes nothing, and the attempt is audited, so that the owners see who tried.
async function refuseTeamAccounts(
  action: CallableName,
  request: CallableRequest,
  member: Member,
  input: unknown,
): Promise<void> {
  const teamAccounts = await teamAccountsAmong(accountTargetsOf(action, input));
  if (teamAccounts.size === 0) return;
  const answer = teamAccountRefusal();
  const targets = [...teamAccounts].map(accountTarget);
  await appendAudit(await newCallId(), {
    ...auditEntry(action, member, targets, answer),
    outcome: 'refused',
  });
  throw refused(action, request, answer);
}

// Every mutation of the console goes through here: guard (App Check, the role, its revocation, the session's age
// and the permission), validate, ask for a recent sign-in where the call steps up, refuse the team's accounts, act,
// audit, in that order. The use case's outcome
// alone decides the answer; the audit entry follows it. A caller that streams the call also receives the use
// case's progress chunks before its output. The input schema, and whether progress is streamed, are the
// callable's entry in the registry; the use case's input and output are typed by it.
export function teamCallable<Name extends TeamCallableName>(
  action: Name,
  useCase: UseCase<Name>,
  options: CallableOptions = {},
) {
  const { input: inputSchema, streamsProgress } = callableEntry(action);
  return onCall({ cors: consoleOrigins, ...options }, async (request, response) => {
    requireVerifiedApp(action, request);
    const administrator = await requireTeamMember(action, request, newCallId);
    const input = parseInput(action, inputSchema, request);
    await requireRecentSignIn(action, request, administrator, input);
    await refuseTeamAccounts(action, request, administrator, input);
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
    const { targets, undo, reason, exported } = result;
    const entry = auditEntry(action, administrator, targets, undefined);
    await appendAudit(callId, {
      ...entry,
      ...(undo ? { undo } : {}),
      ...(reason ? { reason } : {}),
      ...(exported ? { exported } : {}),
    });
    return result.output;
  });
}
