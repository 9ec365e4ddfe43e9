import {
  type ApproveFeedbackOutput,
  type AuditEntry,
  accessMessages,
  alertMessages,
  auditEntrySchema,
  databasePaths,
  defaultSessionHours,
  memberRevocationPath,
  recentSignInRequiredReason,
  roleDoesNotAllowReason,
  secondFactorRequiredClaim,
  secondFactorRequiredReason,
  sessionHoursPath,
  signInAgainReason,
  teamAccountMessage,
  teamAccountReason,
  trashedUserPath,
} from '@management-center/contract';
import { type RunningRealtimeDatabase, startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { deleteApp, getApp } from 'firebase-admin/app';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Reference } from 'firebase-admin/database';
import { type CallableRequest, type CallableResponse, HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import functionsTest from 'firebase-functions-test';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { z } from 'zod';
import { database } from './firebase.ts';
import { hasSecondFactor, teamAccountsAmong } from './team-accounts.ts';
import { teamCallable, type UseCase } from './team-callable.ts';

// What Auth knows of the accounts (no Auth runs here): which of the named ids belong to the team, and whether the
// caller's account has a second factor. The refusal's own shape stays the module's.
vi.mock('./team-accounts.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./team-accounts.ts')>()),
  teamAccountsAmong: vi.fn(),
  hasSecondFactor: vi.fn(),
}));

// teamCallable alone, called as the Functions runtime calls a handler, its audit log written to the Realtime
// Database stand-in started in-process. Its use cases are mocks; the input schemas are the registry's.
const projectId = 'demo-team-callable';
const uid = 'administrator-uid';
const email = 'admin@example.com';

// approveFeedback's answer when it approved the feedback of `userIds`.
function approvedOutput(...userIds: string[]): ApproveFeedbackOutput {
  return { approved: userIds, alreadyApproved: [], changedSinceSeen: [], withoutFeedback: [], notFound: [] };
}

const scheduled = { date: '2025-06-01', timestamp: Date.UTC(2025, 5, 1, 12) };

const useCase = vi.fn<UseCase<'approveFeedback'>>();
const approveFeedback = teamCallable('approveFeedback', useCase);
// A callable whose schema turns what is sent into something else (a trimmed date and its timestamp), and whose
// entry streams no progress.
const scheduleUseCase = vi.fn<UseCase<'scheduleFeedback'>>();
const scheduleFeedback = teamCallable('scheduleFeedback', scheduleUseCase);

let server: RunningRealtimeDatabase;
let environment: ReturnType<typeof functionsTest>;
let call: (request: CallableRequest) => Promise<unknown>;
let warned: MockInstance<typeof logger.warn>;
let loggedError: MockInstance<typeof logger.error>;

function idToken(claims: Record<string, unknown>): DecodedIdToken {
  const now = Math.floor(Date.now() / 1000);
  return {
    aud: projectId,
    iss: `https://securetoken.google.com/${projectId}`,
    sub: uid,
    uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
}

// A request as the runtime hands it to the handler once the ID token is verified; without `claims`, not signed
// in. The handler reads rawRequest (the body as sent) only for its prototype-key check, which falls back to data.
function requestAs(claims: Record<string, unknown> | undefined, data: unknown): CallableRequest {
  const auth = claims === undefined ? undefined : { uid, token: idToken(claims), rawToken: 'token' };
  return { data, auth, acceptsStreaming: false } as CallableRequest;
}

const administrator = { role: 'administrator', email };

// What the runtime puts in request.app once it has verified an App Check token.
const verifiedApp = {
  appId: '1:123456789:web:console',
  token: {
    aud: [`projects/${projectId}`],
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    iss: 'https://firebaseappcheck.googleapis.com/123456789',
    sub: '1:123456789:web:console',
    app_id: '1:123456789:web:console',
  },
};

async function failureOf(request: CallableRequest): Promise<unknown> {
  return call(request).then(
    () => {
      throw new Error('The call succeeded where a failure was expected');
    },
    (error: unknown) => error,
  );
}

// Every write through a database reference, the audit entry's among them, goes through this method.
async function spyOnReferenceSets() {
  const reference: Reference = (await database()).ref(databasePaths.auditLog);
  return vi.spyOn(Object.getPrototypeOf(reference) as Pick<Reference, 'set'>, 'set');
}

// The entry the wrapper writes for the administrator's call of approveFeedback, with what the call decided.
function administratorEntry(decided: Pick<AuditEntry, 'targets' | 'outcome'> & Partial<AuditEntry>) {
  return { action: 'approveFeedback', actorUid: uid, actorEmail: email, at: expect.any(Number), ...decided };
}

async function auditEntries(): Promise<AuditEntry[]> {
  const stored = (await (await database()).ref(databasePaths.auditLog).get()).val() ?? {};
  return Object.values(z.record(z.string(), auditEntrySchema).parse(stored));
}

beforeAll(async () => {
  server = await startRealtimeDatabase();
  // FIREBASE_CONFIG, set here as the runtime sets it, is what the platform module's admin app is started from.
  environment = functionsTest({ projectId, databaseURL: `${server.url}?ns=${projectId}` });
  call = environment.wrap(approveFeedback);
});

afterAll(async () => {
  await deleteApp(getApp());
  environment.cleanup();
  await server.stop();
});

beforeEach(async () => {
  warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  loggedError = vi.spyOn(logger, 'error').mockImplementation(() => {});
  useCase.mockReset();
  useCase.mockResolvedValue({ output: approvedOutput('user-1'), targets: ['users/user-1/feedback'] });
  vi.mocked(teamAccountsAmong).mockResolvedValue(new Set());
  vi.mocked(hasSecondFactor).mockResolvedValue(false);
  scheduleUseCase.mockReset();
  scheduleUseCase.mockResolvedValue({ output: scheduled, targets: [databasePaths.schedule] });
  await (await database()).ref(databasePaths.auditLog).remove();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the guard', () => {
  it('refuses a caller who is not signed in with unauthenticated, before anything else', async () => {
    await expect(failureOf(requestAs(undefined, { userIds: ['user-1'] }))).resolves.toMatchObject({
      code: 'unauthenticated',
      message: accessMessages.signInFirst,
    });
    expect(useCase).not.toHaveBeenCalled();
    expect(await auditEntries()).toEqual([]);
    expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
      callable: 'approveFeedback',
      uid: null,
      code: 'unauthenticated',
    });
  });

  it.each([
    ['no role', { email }],
    ['the former admin claim alone', { admin: true, email }],
    ['an unknown role', { role: 'superuser', email }],
    ['a role in other case', { role: 'Owner', email }],
    ['a role that is not text', { role: 1, email }],
  ])('refuses an account with %s with permission-denied, auditing nothing', async (_, claims) => {
    await expect(failureOf(requestAs(claims, { userIds: ['user-1'] }))).resolves.toMatchObject({
      code: 'permission-denied',
      message: accessMessages.notInTeam,
    });
    expect(useCase).not.toHaveBeenCalled();
    expect(await auditEntries()).toEqual([]);
    expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
      callable: 'approveFeedback',
      uid,
      code: 'permission-denied',
    });
  });

  it('refuses a member whose role does not allow the callable, and audits the refusal', async () => {
    const editor = { role: 'editor', email };
    await expect(failureOf(requestAs(editor, { userIds: ['user-1'] }))).resolves.toMatchObject({
      code: 'permission-denied',
      message: accessMessages.roleDoesNotAllow('editor'),
      details: { reason: roleDoesNotAllowReason, permission: 'approveFeedback' },
    });
    expect(useCase).not.toHaveBeenCalled();
    expect(await auditEntries()).toEqual([
      administratorEntry({ targets: [], outcome: 'refused', errorCode: 'permission-denied' }),
    ]);
  });

  it.each(['owner', 'administrator', 'support'])(
    'lets a member with the role %s call approveFeedback',
    async (role) => {
      await call(requestAs({ role, email }, { userIds: ['user-1'] }));
      expect(useCase).toHaveBeenCalledOnce();
    },
  );

  describe('after the role was changed or removed', () => {
    const signedInAt = Math.floor(Date.now() / 1000) - 60;
    beforeEach(async () => {
      await (await database()).ref(memberRevocationPath(uid)).set(signedInAt);
    });
    afterEach(async () => {
      await (await database()).ref(memberRevocationPath(uid)).remove();
    });

    it('refuses a token signed in before or in the second of the removal with unauthenticated', async () => {
      for (const authTime of [signedInAt - 1, signedInAt]) {
        await expect(
          failureOf(requestAs({ ...administrator, auth_time: authTime }, { userIds: ['user-1'] })),
        ).resolves.toMatchObject({
          code: 'unauthenticated',
          message: accessMessages.signInAgain,
          details: { reason: signInAgainReason },
        });
      }
      expect(useCase).not.toHaveBeenCalled();
      expect(await auditEntries()).toEqual([]);
      expect(warned).toHaveBeenCalledWith('Callable refused', {
        callable: 'approveFeedback',
        uid,
        code: 'unauthenticated',
      });
    });

    it('accepts a token of a sign-in after it (the role given again)', async () => {
      await call(requestAs({ ...administrator, auth_time: signedInAt + 1 }, { userIds: ['user-1'] }));
      expect(useCase).toHaveBeenCalledOnce();
    });
  });

  describe("past the team's longest session", () => {
    afterEach(async () => {
      await (await database()).ref(sessionHoursPath).remove();
    });

    it('refuses a token signed in longer ago than the default, then than the hours set, with unauthenticated', async () => {
      const hoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * 3600;
      const old = requestAs(
        { ...administrator, auth_time: hoursAgo(defaultSessionHours + 1) },
        { userIds: ['u'] },
      );
      await expect(failureOf(old)).resolves.toMatchObject({
        code: 'unauthenticated',
        message: accessMessages.sessionTooOld(defaultSessionHours),
        details: { reason: signInAgainReason },
      });
      await call(requestAs({ ...administrator, auth_time: hoursAgo(2) }, { userIds: ['u'] }));
      expect(useCase).toHaveBeenCalledOnce();
      await (await database()).ref(sessionHoursPath).set(1);
      await expect(
        failureOf(requestAs({ ...administrator, auth_time: hoursAgo(2) }, { userIds: ['u'] })),
      ).resolves.toMatchObject({ code: 'unauthenticated', message: accessMessages.sessionTooOld(1) });
      expect(useCase).toHaveBeenCalledOnce();
    });
  });

  it('refuses a call naming an account of the team, auditing the refusal with the account, before the use case', async () => {
    vi.mocked(teamAccountsAmong).mockResolvedValue(new Set(['owner-uid']));
    await expect(
      failureOf(requestAs(administrator, { userIds: ['user-1', 'owner-uid'] })),
    ).resolves.toMatchObject({
      code: 'failed-precondition',
      message: teamAccountMessage,
      details: { reason: teamAccountReason },
    });
    expect(teamAccountsAmong).toHaveBeenCalledWith(['user-1', 'owner-uid']);
    expect(useCase).not.toHaveBeenCalled();
    expect(await auditEntries()).toEqual([
      administratorEntry({
        targets: ['accounts/owner-uid'],
        outcome: 'refused',
        errorCode: 'failed-precondition',
      }),
    ]);
  });

  describe('for a call that cannot be undone', () => {
    const deleteForeverUseCase = vi.fn<UseCase<'deleteUsersForever'>>();
    const deleteForever = teamCallable('deleteUsersForever', deleteForeverUseCase);
    const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60;

    beforeEach(() => {
      deleteForeverUseCase.mockReset();
      deleteForeverUseCase.mockResolvedValue({
        output: { deleted: ['user-1'], accountKept: [], notInTrash: [], accountFailures: [] },
        targets: [trashedUserPath('user-1')],
      });
    });

    it('refuses a sign-in older than 15 minutes with failed-precondition, before the use case', async () => {
      const stale = requestAs({ ...administrator, auth_time: minutesAgo(16) }, { userIds: ['user-1'] });
      await expect(environment.wrap(deleteForever)(stale)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: accessMessages.recentSignInRequired,
        details: { reason: recentSignInRequiredReason },
      });
      expect(deleteForeverUseCase).not.toHaveBeenCalled();
      expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
        callable: 'deleteUsersForever',
        uid,
        code: 'failed-precondition',
      });
    });

    it('accepts a sign-in within the last 15 minutes', async () => {
      const recent = requestAs({ ...administrator, auth_time: minutesAgo(14) }, { userIds: ['user-1'] });
      await environment.wrap(deleteForever)(recent);
      expect(deleteForeverUseCase).toHaveBeenCalledOnce();
    });

    it('asks a member with a second factor for a sign-in completed with it, however recent', async () => {
      vi.mocked(hasSecondFactor).mockResolvedValue(true);
      const passwordOnly = requestAs({ ...administrator, auth_time: minutesAgo(1) }, { userIds: ['user-1'] });
      await expect(environment.wrap(deleteForever)(passwordOnly)).rejects.toMatchObject({
        details: { reason: recentSignInRequiredReason },
      });
      const withPhone = {
        ...administrator,
        auth_time: minutesAgo(1),
        firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
      };
      await environment.wrap(deleteForever)(requestAs(withPhone, { userIds: ['user-1'] }));
      expect(deleteForeverUseCase).toHaveBeenCalledOnce();
    });

    it('asks nothing of an old sign-in for a callable that can be undone', async () => {
      await call(requestAs({ ...administrator, auth_time: minutesAgo(60) }, { userIds: ['user-1'] }));
      expect(useCase).toHaveBeenCalledOnce();
    });
  });

  describe('with App Check enforced', () => {
    beforeEach(() => {
      vi.stubEnv('ENFORCE_APP_CHECK', 'true');
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('refuses an administrator whose call carries no verified App Check token, before anything else', async () => {
      await expect(failureOf(requestAs(administrator, { userIds: [] }))).resolves.toMatchObject({
        code: 'unauthenticated',
        message: 'This console is not verified by App Check.',
      });
      expect(useCase).not.toHaveBeenCalled();
      expect(await auditEntries()).toEqual([]);
      expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
        callable: 'approveFeedback',
        uid,
        code: 'unauthenticated',
      });
    });

    it('acts for an administrator whose call carries a verified App Check token', async () => {
      const output = await call({ ...requestAs(administrator, { userIds: ['user-1'] }), app: verifiedApp });
      expect(output).toEqual(approvedOutput('user-1'));
      expect(useCase).toHaveBeenCalledOnce();
    });

    it('still refuses a verified app signed in without a role', async () => {
      await expect(
        failureOf({ ...requestAs({ email }, { userIds: ['user-1'] }), app: verifiedApp }),
      ).resolves.toMatchObject({ code: 'permission-denied' });
      expect(useCase).not.toHaveBeenCalled();
    });
  });

  it('acts without an App Check token while enforcement is off', async () => {
    vi.stubEnv('ENFORCE_APP_CHECK', 'false');
    try {
      await expect(call(requestAs(administrator, { userIds: ['user-1'] }))).resolves.toEqual(
        approvedOutput('user-1'),
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses an account outside the team before looking at the input', async () => {
    await expect(failureOf(requestAs({ email }, { userIds: [], force: true }))).resolves.toMatchObject({
      code: 'permission-denied',
    });
    expect(useCase).not.toHaveBeenCalled();
  });
});

describe('the validation', () => {
  it.each([
    ['a field that fails its check', { userIds: [] }, 'userIds: must name at least one id', 'userIds'],
    ['an unknown field', { userIds: ['user-1'], force: true }, 'input: Unrecognized key: "force"', 'input'],
    [
      'a "__proto__" key',
      JSON.parse('{ "userIds": ["user-1"], "__proto__": { "admin": true } }'),
      'input: must not contain a "__proto__" key',
      'input',
    ],
  ])(
    'refuses %s with invalid-argument, the message and the field, before the use case, and logs the refusal',
    async (_, data, message, field) => {
      await expect(failureOf(requestAs(administrator, data))).resolves.toMatchObject({
        code: 'invalid-argument',
        message,
        details: { field },
      });
      expect(useCase).not.toHaveBeenCalled();
      expect(await auditEntries()).toEqual([]);
      expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
        callable: 'approveFeedback',
        uid,
        code: 'invalid-argument',
        inputPaths: [field],
      });
    },
  );

  it('refuses a catalogue text as the text alone, naming its field', async () => {
    await expect(
      environment.wrap(scheduleFeedback)(requestAs(administrator, { date: '2025-02-30' })),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: alertMessages.invalidDate,
      details: { field: 'date' },
    });
    expect(scheduleUseCase).not.toHaveBeenCalled();
    expect(await auditEntries()).toEqual([]);
    expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
      callable: 'scheduleFeedback',
      uid,
      code: 'invalid-argument',
      inputPaths: ['date'],
    });
  });

  it('logs the path of every problem of the input, and none of the values sent', async () => {
    const data = {
      matching: { status: 'jane.doe@example.com', category: '+44 20 7946 0958', rating: 'never' },
    };

    await expect(failureOf(requestAs(administrator, data))).resolves.toMatchObject({
      code: 'invalid-argument',
      details: { field: 'matching.status' },
    });

    expect(warned).toHaveBeenCalledExactlyOnceWith('Callable refused', {
      callable: 'approveFeedback',
      uid,
      code: 'invalid-argument',
      inputPaths: ['matching.status', 'matching.category', 'matching.rating'],
    });
    const logged = JSON.stringify(warned.mock.calls);
    for (const value of ['jane.doe', '7946', 'never']) expect(logged).not.toContain(value);
  });
});

describe('the use case and the audit', () => {
  it('gives the use case the input and the actor, answers its output, then audits its targets under the call id', async () => {
    useCase.mockImplementation(async () => {
      // Nothing is audited before the use case has done its work.
      expect(await auditEntries()).toEqual([]);
      return { output: approvedOutput('user-1'), targets: ['users/user-1/feedback'] };
    });

    const before = Date.now();
    const output = await call(requestAs(administrator, { userIds: ['user-1'] }));

    expect(output).toEqual(approvedOutput('user-1'));
    expect(useCase).toHaveBeenCalledExactlyOnceWith(
      { userIds: ['user-1'] },
      { uid, email, secondFactor: false, callId: expect.any(String) },
    );
    const callId = useCase.mock.calls[0]?.[1].callId;
    const stored = (await (await database()).ref(databasePaths.auditLog).get()).val();
    expect(Object.keys(stored)).toEqual([callId]);
    const [entry, ...others] = await auditEntries();
    expect(others).toEqual([]);
    expect(entry).toEqual(administratorEntry({ targets: ['users/user-1/feedback'], outcome: 'succeeded' }));
    expect(entry?.at).toBeGreaterThanOrEqual(before);
    expect(warned).not.toHaveBeenCalled();
    expect(loggedError).not.toHaveBeenCalled();
  });

  it('gives the use case the input as its registry schema parses it, not as it was sent', async () => {
    await environment.wrap(scheduleFeedback)(requestAs(administrator, { date: '  2025-06-01  ' }));
    expect(scheduleUseCase).toHaveBeenCalledExactlyOnceWith(
      { date: scheduled },
      { uid, email, secondFactor: false, callId: expect.any(String) },
    );
  });

  it('marks the entry of a call that succeeded without changing anything, so that the list of changes leaves it out', async () => {
    useCase.mockResolvedValue({ output: approvedOutput(), targets: [] });
    await call(requestAs(administrator, { userIds: ['user-1'] }));
    expect(await auditEntries()).toEqual([
      administratorEntry({ targets: [], outcome: 'succeeded', changedNothing: true }),
    ]);
  });

  it('acts for an administrator without an e-mail address, and audits the call under their uid', async () => {
    await call(requestAs({ role: 'owner' }, { userIds: ['user-1'] }));
    expect(useCase).toHaveBeenCalledExactlyOnceWith(
      { userIds: ['user-1'] },
      { uid, email: null, secondFactor: false, callId: expect.any(String) },
    );
    const stored = (await (await database()).ref(databasePaths.auditLog).get()).val();
    expect(Object.values(stored)).toMatchObject([{ actorUid: uid, outcome: 'succeeded' }]);
  });

  it('tells the use case that the session was signed in with a second factor', async () => {
    const withPhone = {
      ...administrator,
      firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
    };
    await call(requestAs(withPhone, { userIds: ['user-1'] }));
    expect(useCase).toHaveBeenCalledExactlyOnceWith(
      { userIds: ['user-1'] },
      { uid, email, secondFactor: true, callId: expect.any(String) },
    );
  });

  it('refuses a member the team requires a second factor of, signed in without one, and audits nothing', async () => {
    const withoutFactor = { ...administrator, [secondFactorRequiredClaim]: true };
    await expect(failureOf(requestAs(withoutFactor, { userIds: ['user-1'] }))).resolves.toMatchObject({
      code: 'permission-denied',
      message: accessMessages.secondFactorRequired,
      details: { reason: secondFactorRequiredReason },
    });
    expect(useCase).not.toHaveBeenCalled();
    expect(await auditEntries()).toEqual([]);
  });

  it('passes on an HttpsError of the use case and audits the failure with its code and no targets', async () => {
    useCase.mockRejectedValue(new HttpsError('not-found', 'No user user-9.', { userIds: ['user-9'] }));

    await expect(failureOf(requestAs(administrator, { userIds: ['user-9'] }))).resolves.toMatchObject({
      code: 'not-found',
      message: 'No user user-9.',
      details: { userIds: ['user-9'] },
    });
    expect(await auditEntries()).toEqual([
      administratorEntry({ targets: [], outcome: 'failed', errorCode: 'not-found' }),
    ]);
  });

  it('turns an unknown error into internal with the generic message, logging the original only', async () => {
    const original = new Error('ENOENT: /srv/secrets/sendgrid.key');
    useCase.mockRejectedValue(original);

    const error = await failureOf(requestAs(administrator, { userIds: ['user-1'] }));

    expect(error).toMatchObject({ code: 'internal', message: 'The operation failed. Please try again.' });
    expect(error).toHaveProperty('details', undefined);
    // Neither what the caller receives (the error's JSON) nor its stack carries the original.
    expect(JSON.stringify(error)).not.toContain('secrets');
    expect(String((error as Error).stack)).not.toContain('secrets');
    expect(loggedError).toHaveBeenCalledExactlyOnceWith('approveFeedback failed', original);
    expect(await auditEntries()).toMatchObject([{ outcome: 'failed', errorCode: 'internal', targets: [] }]);
  });
});

describe('an audit write that fails', () => {
  const writeFailure = new Error('The database refused the write');

  it('is retried: a second attempt that succeeds stores exactly one entry, of the success', async () => {
    const sets = await spyOnReferenceSets();
    sets.mockRejectedValueOnce(writeFailure);

    await expect(call(requestAs(administrator, { userIds: ['user-1'] }))).resolves.toEqual(
      approvedOutput('user-1'),
    );

    expect(sets).toHaveBeenCalledTimes(2);
    expect(await auditEntries()).toEqual([
      administratorEntry({ targets: ['users/user-1/feedback'], outcome: 'succeeded' }),
    ]);
    expect(loggedError).not.toHaveBeenCalled();
  });

  it('never changes the answer of a change that happened: the entry is logged whole, to be written later', async () => {
    const sets = await spyOnReferenceSets();
    sets.mockRejectedValue(writeFailure);

    const before = Date.now();
    await expect(call(requestAs(administrator, { userIds: ['user-1'] }))).resolves.toEqual(
      approvedOutput('user-1'),
    );

    expect(useCase).toHaveBeenCalledOnce();
    // Retried, always at the one path the log names.
    expect(sets.mock.calls.length).toBeGreaterThan(1);
    const paths = new Set(sets.mock.contexts.map((reference) => (reference as Reference).key));
    expect(paths.size).toBe(1);
    expect(loggedError).toHaveBeenCalledExactlyOnceWith('Audit entry not written', {
      entry: administratorEntry({ targets: ['users/user-1/feedback'], outcome: 'succeeded' }),
      path: `${databasePaths.auditLog}/${[...paths][0]}`,
      attempts: sets.mock.calls.length,
      error: String(writeFailure),
    });
    // What the log holds is an entry as stored: it can be written as it is.
    const { entry } = z.object({ entry: auditEntrySchema }).parse(loggedError.mock.calls[0]?.[1]);
    expect(entry.at).toBeGreaterThanOrEqual(before);
    sets.mockRestore();
    expect(await auditEntries()).toEqual([]);
  });

  it('gives up on a write the database never answers, in time to answer the caller', async () => {
    const sets = await spyOnReferenceSets();
    sets.mockReturnValue(new Promise(() => {}));
    // The clock is faked from the use case on: the guard before it reads the revocation time from the database,
    // whose connection keeps its own timers.
    useCase.mockImplementation(async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return { output: approvedOutput('user-1'), targets: ['users/user-1/feedback'] };
    });
    try {
      const answer = call(requestAs(administrator, { userIds: ['user-1'] }));
      await vi.waitFor(() => expect(useCase).toHaveBeenCalledOnce());
      // Well within a callable's default timeout (60 s).
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(answer).resolves.toEqual(approvedOutput('user-1'));
    } finally {
      vi.useRealTimers();
    }
    expect(loggedError).toHaveBeenCalledExactlyOnceWith(
      'Audit entry not written',
      expect.objectContaining({ error: expect.stringContaining('No answer within') }),
    );
  });

  it('never masks the failure of the use case: the caller gets its error, and the failed entry is logged', async () => {
    useCase.mockRejectedValue(new HttpsError('not-found', 'No user user-9.'));
    const sets = await spyOnReferenceSets();
    sets.mockRejectedValue(writeFailure);

    await expect(failureOf(requestAs(administrator, { userIds: ['user-9'] }))).resolves.toMatchObject({
      code: 'not-found',
      message: 'No user user-9.',
    });

    expect(loggedError).toHaveBeenCalledExactlyOnceWith('Audit entry not written', {
      entry: administratorEntry({ targets: [], outcome: 'failed', errorCode: 'not-found' }),
      path: expect.stringMatching(new RegExp(`^${databasePaths.auditLog}/.+`)),
      attempts: sets.mock.calls.length,
      error: String(writeFailure),
    });
    sets.mockRestore();
    expect(await auditEntries()).toEqual([]);
  });
});

describe('progress', () => {
  // The runtime hands a handler the response it streams chunks on; firebase-functions-test's wrap passes none.
  type Handler = (request: CallableRequest, response?: CallableResponse) => Promise<unknown>;
  const handlerOf = (callable: unknown) => (callable as { run: Handler }).run;
  const handler = handlerOf(approveFeedback);

  function streamingResponse() {
    const chunks: unknown[] = [];
    const response: CallableResponse = {
      sendChunk: async (chunk) => {
        chunks.push(chunk);
        return true;
      },
      signal: new AbortController().signal,
    };
    return { chunks, response };
  }

  it('streams the progress a use case reports to a caller that reads a stream, then answers and audits', async () => {
    useCase.mockImplementation(async (_input, _actor, reportProgress) => {
      await reportProgress?.({ processed: 0, total: 2 });
      await reportProgress?.({ processed: 2, total: 2 });
      return { output: approvedOutput('user-1', 'user-2'), targets: ['users/user-1/feedback'] };
    });
    const { chunks, response } = streamingResponse();

    const output = await handler(
      { ...requestAs(administrator, { userIds: ['user-1', 'user-2'] }), acceptsStreaming: true },
      response,
    );

    expect(chunks).toEqual([
      { processed: 0, total: 2 },
      { processed: 2, total: 2 },
    ]);
    expect(output).toEqual(approvedOutput('user-1', 'user-2'));
    expect(await auditEntries()).toMatchObject([
      { outcome: 'succeeded', targets: ['users/user-1/feedback'] },
    ]);
  });

  it('gives no progress reporter to a call that does not read a stream', async () => {
    const { chunks, response } = streamingResponse();
    await handler(requestAs(administrator, { userIds: ['user-1'] }), response);
    await call(requestAs(administrator, { userIds: ['user-1'] }));
    expect(useCase).toHaveBeenCalledTimes(2);
    for (const args of useCase.mock.calls) expect(args).toHaveLength(2);
    expect(chunks).toEqual([]);
  });

  it('gives no progress reporter to a callable whose registry entry streams none, whoever reads a stream', async () => {
    const { chunks, response } = streamingResponse();
    await handlerOf(scheduleFeedback)(
      { ...requestAs(administrator, { date: '2025-06-01' }), acceptsStreaming: true },
      response,
    );
    expect(scheduleUseCase).toHaveBeenCalledOnce();
    expect(scheduleUseCase.mock.calls[0]).toHaveLength(2);
    expect(chunks).toEqual([]);
  });

  it('streams nothing to a caller refused by the guard', async () => {
    const { chunks, response } = streamingResponse();
    await expect(
      handler({ ...requestAs({ email }, { userIds: ['user-1'] }), acceptsStreaming: true }, response),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(useCase).not.toHaveBeenCalled();
    expect(chunks).toEqual([]);
  });
});
