import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CallableName,
  callableNames,
  databasePaths,
  maxIdsPerCall,
  splitIntoBatches,
  type UserMatching,
} from '@management-center/contract';
import {
  localApprovalTemplateId,
  localEmailFrom,
  localSendgridApiKey,
} from '@management-center/emulators/launcher/functions-parameters';
import type { IsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import type { MailAttempt } from '@management-center/emulators/mail';
import {
  triggerStatus,
  waitForTriggers,
  withTriggersPaused,
} from '@management-center/emulators/rtdb/trigger-control-client';
import { loadDemoData } from '@management-center/emulators/seed/load-demo-data';
import { httpsCallable } from 'firebase/functions';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Database, getDatabase } from 'firebase-admin/database';
import { backfillReadModels } from '../functions/src/read-models/backfill-read-models.ts';
import { readModelStore } from '../functions/src/read-models/read-model-store.ts';
import {
  adminAppOf,
  administrator,
  closeAdminApp,
  type WebClient,
  webClientOf,
} from '../tests/backend/support/backend-clients.ts';
import { milliseconds } from './statistics.ts';

const bulkCount = 1_000;
const bulkCountText = bulkCount.toLocaleString('en-US');
// The benchmark's business users are all named `Bench Gym <n>`: this search matches them and no other user.
const benchGymMatching: UserMatching = { search: 'Bench Gym', type: 'Business User', status: 'All' };
// How often the mail stand-in's listing is read while the callables run: the resolution of "every e-mail accepted".
const mailPollMs = 50;
// Longer than any side takes; past it the benchmark fails rather than report a figure it did not observe.
const waitLimitMs = 180_000;
// The Functions emulator starts its trigger workers slowly on a busy machine: the events a side raised can take
// minutes to settle, and the next side starts only then.
const triggersSettleLimitMs = 900_000;
const approvalGoalRatio = 20;
const mailRequestsGoal = 2;

type BulkKind = 'business' | 'normal';

/** One way of approving the users, timed from its first request. */
export interface ApprovalSide {
  way: string;
  // What the side itself sent: callable calls, or record writes and e-mail requests.
  requestsSent: number;
  // Until the side's last request was answered: what the administrator waits for.
  answeredMs: number;
  // Until every user's `isApproveUser` was true, as a listener of another client saw it.
  approvedMs: number;
  // Until the mail stand-in had accepted an e-mail to every user.
  mailAcceptedMs: number;
  // Send requests the mail stand-in received for those e-mails (failed attempts included).
  mailRequests: number;
  triggers: TriggerWork;
}

/** One way of deleting the users, timed from its first request. */
export interface DeletionSide {
  way: string;
  requestsSent: number;
  // Until no record of the users was left in `users`, as a listener of another client saw it.
  recordsGoneMs: number;
  // Until the side's last request was answered: every sign-in account disabled (or deleted, for the baseline).
  answeredMs: number;
  triggers: TriggerWork;
}

/** The database trigger events a side's writes raised (read models, outbox), and when the last was handled. */
export interface TriggerWork {
  events: number;
  settledMs: number;
}

export interface BulkOperationsFigures {
  approval: { callables: ApprovalSide[]; baseline: ApprovalSide };
  deletion: { callables: DeletionSide; baseline: DeletionSide };
  // The machine's 1-minute load average when the section started and ended: other work on it slows every side.
  loadAverages: { atStart: number; atEnd: number };
}

function benchUserIds(kind: BulkKind): string[] {
  return Array.from({ length: bulkCount }, (_, index) => `bench-${kind}-${String(index).padStart(4, '0')}`);
}

// As many users as the database triggers run at once: approving or deleting them before a side starts the Functions
// emulator's workers for the callable and for the triggers it raises, and loads what their first run loads.
const warmUpCount = 4;

function warmUpUserIds(kind: BulkKind): string[] {
  return Array.from({ length: warmUpCount }, (_, index) => `warm-up-${kind}-${index}`);
}

// `Bench Gym 12`, `Warm-up Member 3`.
function benchRecord(kind: BulkKind, id: string, name: string) {
  const email = `${id}@example.com`;
  return kind === 'business'
    ? {
        username: name,
        email,
        userType: 'business',
        isApproveUser: false,
        businessCertificationUrl: `https://example.com/certificates/${id}.pdf`,
      }
    : { username: name, email, userType: 'normal' };
}

const bulkCallables = {
  business: callableNames.approveBusinessUsers,
  normal: callableNames.deleteUsers,
} as const satisfies Record<BulkKind, CallableName>;

function mailServiceUrl({ backend }: IsolatedBackend): string {
  return `http://${backend.host}:${backend.ports.mail}`;
}

function databaseOrigin({ backend }: IsolatedBackend): string {
  return `http://${backend.host}:${backend.ports.database}`;
}

/**
 * Fresh demo data plus the users one side works on, each with its sign-in account (the approval e-mail goes to the
 * account's address), the read models built as a deployment's backfill builds them; then the warm-up users
 * approved or deleted through the callable, and once their trigger events are done, no e-mail recorded: every side
 * starts from the same quiet, warm state.
 */
async function prepare(
  isolated: IsolatedBackend,
  app: App,
  client: WebClient,
  kind: BulkKind,
): Promise<void> {
  // The trigger events of the side before (read models, outbox) may take minutes on the emulator.
  await waitForTriggers(databaseOrigin(isolated), triggersSettleLimitMs);
  await loadDemoData(isolated.backend);
  const noun = kind === 'business' ? 'Gym' : 'Member';
  const users = [
    ...benchUserIds(kind).map((id, index) => ({ id, name: `Bench ${noun} ${index}` })),
    ...warmUpUserIds(kind).map((id, index) => ({ id, name: `Warm-up ${noun} ${index}` })),
  ];
  const collection = kind === 'business' ? databasePaths.businessUsers : databasePaths.normalUsers;
  const database = getDatabase(app);
  await withTriggersPaused(databaseOrigin(isolated), async () => {
    await database
      .ref(collection)
      .update(Object.fromEntries(users.map(({ id, name }) => [id, benchRecord(kind, id, name)])));
    await backfillReadModels(database, readModelStore(database));
  });
  // The Auth API imports at most 1,000 accounts per request.
  for (const batch of splitIntoBatches(users, 1000)) {
    const imported = await getAuth(app).importUsers(
      batch.map(({ id }) => ({ uid: id, email: `${id}@example.com` })),
    );
    if (imported.failureCount > 0)
      throw new Error(`Creating the benchmark's accounts failed: ${imported.errors[0]?.error.message}`);
  }
  await httpsCallable(client.functions, bulkCallables[kind])({ userIds: warmUpUserIds(kind) });
  await waitForTriggers(databaseOrigin(isolated), triggersSettleLimitMs);
  const cleared = await fetch(`${mailServiceUrl(isolated)}/messages`, { method: 'DELETE' });
  if (!cleared.ok) throw new Error(`Clearing the mail stand-in answered ${cleared.status}`);
}

/** When, from `startedAt`, every benchmark user had had an `event` of `collection` that `counts`. */
function whenChildren(
  database: Database,
  collection: string,
  event: 'child_changed' | 'child_removed',
  counts: (id: string, value: unknown) => boolean,
  startedAt: () => number,
): { done: Promise<number>; stop: () => void } {
  const reference = database.ref(collection);
  const seen = new Set<string>();
  let resolve: (ms: number) => void = () => {};
  const done = new Promise<number>((settle) => {
    resolve = settle;
  });
  const listener = reference.on(event, (snapshot) => {
    if (snapshot.key === null || !counts(snapshot.key, snapshot.val())) return;
    seen.add(snapshot.key);
    if (seen.size === bulkCount) resolve(performance.now() - startedAt());
  });
  return { done, stop: () => reference.off(event, listener) };
}

async function listening(database: Database, collection: string): Promise<void> {
  // Child events come only once the listener has the location's current value.
  await database.ref(collection).once('value');
}

function withinWaitLimit<Result>(what: string, work: Promise<Result>): Promise<Result> {
  return Promise.race([
    work,
    // Unreferenced: a settled race must not keep the process waiting.
    sleep(waitLimitMs, undefined, { ref: false }).then(() => {
      throw new Error(`${what}: not seen within ${waitLimitMs / 1000} s`);
    }),
  ]);
}

async function mailAttempts(isolated: IsolatedBackend): Promise<MailAttempt[]> {
  const response = await fetch(`${mailServiceUrl(isolated)}/messages?include=failed`);
  if (!response.ok) throw new Error(`Reading the mail stand-in answered ${response.status}`);
  return (await response.json()) as MailAttempt[];
}

function acceptedRecipients(attempts: readonly MailAttempt[]): Set<string> {
  return new Set(
    attempts
      .filter((attempt) => attempt.outcome === 'sent')
      .flatMap((attempt) => attempt.body.personalizations.flatMap(({ to }) => to.map(({ email }) => email))),
  );
}

/** Reads the mail stand-in's listing until every benchmark user has an accepted e-mail; the time from `startedAt`. */
async function whenEveryEmailAccepted(isolated: IsolatedBackend, startedAt: number): Promise<number> {
  while (performance.now() - startedAt < waitLimitMs) {
    if (acceptedRecipients(await mailAttempts(isolated)).size >= bulkCount)
      return performance.now() - startedAt;
    await sleep(mailPollMs);
  }
  throw new Error(`Not every e-mail accepted within ${waitLimitMs / 1000} s`);
}

async function mailRequestCount(isolated: IsolatedBackend): Promise<number> {
  const attempts = await mailAttempts(isolated);
  if (acceptedRecipients(attempts).size !== bulkCount)
    throw new Error(`The mail stand-in accepted e-mails to ${acceptedRecipients(attempts).size} users`);
  return attempts.length;
}

// The console's two ways: the selected rows' ids in consecutive calls of at most maxIdsPerCall, or "all that
// match" as one call read as a stream (web/src/features/users/api/use-user-mutation.ts). Each answers the
// number of calls made.
async function callWithSelectedIds(client: WebClient, name: CallableName, ids: string[]): Promise<number> {
  const batches = splitIntoBatches(ids, maxIdsPerCall);
  for (const userIds of batches) await httpsCallable(client.functions, name)({ userIds });
  return batches.length;
}

async function callWithAllMatching(client: WebClient, name: CallableName, matching: UserMatching) {
  const result = await httpsCallable(client.functions, name).stream({ matching });
  for await (const _progress of result.stream);
  await result.data;
  return 1;
}

async function handledTriggerEvents(isolated: IsolatedBackend): Promise<number> {
  const { delivered, failed } = await triggerStatus(databaseOrigin(isolated));
  return delivered + failed;
}

// Settled means three quiet looks 50 ms apart (waitForTriggers): the time is late by about 150 ms.
async function triggerWorkSince(
  isolated: IsolatedBackend,
  handledBefore: number,
  startedAt: number,
): Promise<TriggerWork> {
  await waitForTriggers(databaseOrigin(isolated), triggersSettleLimitMs);
  const settledMs = performance.now() - startedAt;
  return { events: (await handledTriggerEvents(isolated)) - handledBefore, settledMs };
}

// The backend, the writing admin client, and the other client that watches the records.
interface BenchClients {
  isolated: IsolatedBackend;
  app: App;
  observer: Database;
}

/** What a listener of another client waits for: every benchmark user's record changed (or removed) so. */
interface Watch {
  collection: string;
  event: 'child_changed' | 'child_removed';
  counts: (id: string, value: unknown) => boolean;
}

interface WatchedRun {
  requestsSent: number;
  answeredMs: number;
  // When the listener had seen every benchmark user as `Watch` says.
  seenMs: number;
  // When `alongside`, started with the side, resolved.
  alongsideMs: number | undefined;
  triggers: TriggerWork;
}

/**
 * Runs one side (`work` answers the requests it sent) and times it from its first request: until it answered, until
 * the listener saw every user change, until `alongside` resolved, and until the trigger events it raised were
 * handled.
 */
async function runWatched(
  { isolated, observer }: BenchClients,
  way: string,
  watch: Watch,
  work: () => Promise<number>,
  alongside?: (startedAt: number) => Promise<number>,
): Promise<WatchedRun> {
  let startedAt = 0;
  await listening(observer, watch.collection);
  const seen = whenChildren(observer, watch.collection, watch.event, watch.counts, () => startedAt);
  try {
    const handledBefore = await handledTriggerEvents(isolated);
    startedAt = performance.now();
    const finished = work().then((requestsSent) => ({
      requestsSent,
      answeredMs: performance.now() - startedAt,
    }));
    const alongsideDone = alongside?.(startedAt);
    const { requestsSent, answeredMs } = await withinWaitLimit(way, finished);
    return {
      requestsSent,
      answeredMs,
      seenMs: await withinWaitLimit(`${way}: every user`, seen.done),
      alongsideMs: await alongsideDone,
      triggers: await triggerWorkSince(isolated, handledBefore, startedAt),
    };
  } finally {
    seen.stop();
  }
}

async function measureApproval(
  clients: BenchClients,
  way: string,
  approve: () => Promise<number>,
  pollsMail: boolean,
): Promise<ApprovalSide> {
  const business = new Set(benchUserIds('business'));
  const run = await runWatched(
    clients,
    way,
    {
      collection: databasePaths.businessUsers,
      event: 'child_changed',
      counts: (id, value) =>
        business.has(id) && (value as { isApproveUser?: unknown }).isApproveUser === true,
    },
    approve,
    pollsMail ? (startedAt) => whenEveryEmailAccepted(clients.isolated, startedAt) : undefined,
  );
  const side = {
    way,
    requestsSent: run.requestsSent,
    answeredMs: run.answeredMs,
    approvedMs: run.seenMs,
    mailAcceptedMs: run.alongsideMs ?? run.answeredMs,
    mailRequests: await mailRequestCount(clients.isolated),
    triggers: run.triggers,
  };
  console.info(approvalRow(side));
  return side;
}

async function sendApprovalEmailDirectly(isolated: IsolatedBackend, id: string): Promise<void> {
  const email = `${id}@example.com`;
  const response = await fetch(`${mailServiceUrl(isolated)}/v3/mail/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localSendgridApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      personalizations: [{ to: [{ email }], dynamic_template_data: { to_email: email } }],
      from: { email: localEmailFrom },
      template_id: localApprovalTemplateId,
    }),
  });
  if (!response.ok) throw new Error(`The mail stand-in answered ${response.status}`);
}

async function measureDeletion(
  clients: BenchClients,
  way: string,
  remove: () => Promise<number>,
): Promise<DeletionSide> {
  const normal = new Set(benchUserIds('normal'));
  const run = await runWatched(
    clients,
    way,
    { collection: databasePaths.normalUsers, event: 'child_removed', counts: (id) => normal.has(id) },
    remove,
  );
  const side = {
    way,
    requestsSent: run.requestsSent,
    answeredMs: run.answeredMs,
    recordsGoneMs: run.seenMs,
    triggers: run.triggers,
  };
  console.info(deletionRow(side));
  return side;
}

async function disabledAccountCount(app: App, ids: readonly string[]): Promise<number> {
  // The Auth API looks up at most 100 accounts per request.
  const found = await Promise.all(
    splitIntoBatches(ids, 100).map((batch) => getAuth(app).getUsers(batch.map((uid) => ({ uid })))),
  );
  return found.flatMap(({ users }) => users).filter((user) => user.disabled).length;
}

const selectedRowsWay = `selected rows: ${Math.ceil(bulkCount / maxIdsPerCall)} calls of ${maxIdsPerCall} ids`;
const oneAtATimeWay = 'one at a time (the old console)';

// The old console's way: for each user, each step, one after the other. Answers the requests sent.
async function oneAtATime(
  ids: readonly string[],
  steps: readonly ((id: string) => Promise<unknown>)[],
): Promise<number> {
  for (const id of ids) for (const step of steps) await step(id);
  return ids.length * steps.length;
}

async function signedInAsAdministrator<Result>(
  isolated: IsolatedBackend,
  work: (client: WebClient) => Promise<Result>,
): Promise<Result> {
  const client = await webClientOf(isolated.backend, administrator);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

function measureApprovals(clients: BenchClients): Promise<BulkOperationsFigures['approval']> {
  const { isolated, app } = clients;
  const business = benchUserIds('business');
  return signedInAsAdministrator(isolated, async (client) => {
    const callables: ApprovalSide[] = [];
    const callableWays = [
      {
        way: selectedRowsWay,
        approve: () => callWithSelectedIds(client, bulkCallables.business, business),
      },
      {
        way: 'all that match: 1 streamed call',
        approve: () => callWithAllMatching(client, bulkCallables.business, benchGymMatching),
      },
    ];
    for (const { way, approve } of callableWays) {
      await prepare(isolated, app, client, 'business');
      callables.push(await measureApproval(clients, way, approve, true));
    }
    await prepare(isolated, app, client, 'business');
    const database = getDatabase(app);
    const baseline = await measureApproval(
      clients,
      oneAtATimeWay,
      () =>
        oneAtATime(business, [
          (id) => database.ref(`${databasePaths.businessUsers}/${id}`).update({ isApproveUser: true }),
          (id) => sendApprovalEmailDirectly(isolated, id),
        ]),
      false,
    );
    return { callables, baseline };
  });
}

function measureDeletions(clients: BenchClients): Promise<BulkOperationsFigures['deletion']> {
  const { isolated, app } = clients;
  const normal = benchUserIds('normal');
  return signedInAsAdministrator(isolated, async (client) => {
    await prepare(isolated, app, client, 'normal');
    const callables = await measureDeletion(clients, selectedRowsWay, () =>
      callWithSelectedIds(client, bulkCallables.normal, normal),
    );
    const disabled = await disabledAccountCount(app, normal);
    if (disabled !== bulkCount) throw new Error(`deleteUsers left ${bulkCount - disabled} accounts enabled`);
    await prepare(isolated, app, client, 'normal');
    const database = getDatabase(app);
    const baseline = await measureDeletion(clients, oneAtATimeWay, () =>
      oneAtATime(normal, [
        (id) => database.ref(`${databasePaths.normalUsers}/${id}`).remove(),
        (id) => getAuth(app).deleteUser(id),
      ]),
    );
    return { callables, baseline };
  });
}

export async function measureBulkOperations(isolated: IsolatedBackend): Promise<BulkOperationsFigures> {
  const app = adminAppOf(isolated.backend);
  // Another client watches the records: the writer's own listeners would see its writes before the server did.
  const observerApp = adminAppOf(isolated.backend);
  try {
    const loadAtStart = loadavg()[0] ?? 0;
    const observer = getDatabase(observerApp);
    const clients = { isolated, app, observer };
    const approval = await measureApprovals(clients);
    const deletion = await measureDeletions(clients);
    const loadAverages = { atStart: loadAtStart, atEnd: loadavg()[0] ?? 0 };
    await loadDemoData(isolated.backend);
    return { approval, deletion, loadAverages };
  } finally {
    await closeAdminApp(observerApp);
    await closeAdminApp(app);
  }
}

function ratioText(baselineMs: number, ms: number): string {
  return `${(baselineMs / ms).toFixed(1)}× as fast`;
}

function triggerText({ events, settledMs }: TriggerWork): string {
  return `${events.toLocaleString('en-US')}, all handled at ${milliseconds(settledMs)}`;
}

function approvalRow(side: ApprovalSide, baseline?: ApprovalSide): string {
  const vsBaseline = (pick: (figures: ApprovalSide) => number) =>
    baseline ? ` (${ratioText(pick(baseline), pick(side))})` : '';
  return `| ${side.way} | ${side.requestsSent} | ${milliseconds(side.answeredMs)} | ${milliseconds(side.approvedMs)}${vsBaseline((figures) => figures.approvedMs)} | ${milliseconds(side.mailAcceptedMs)}${vsBaseline((figures) => figures.mailAcceptedMs)} | ${side.mailRequests} | ${triggerText(side.triggers)} |`;
}

function deletionRow(side: DeletionSide, baseline?: DeletionSide): string {
  const vsBaseline = (pick: (figures: DeletionSide) => number) =>
    baseline ? ` (${ratioText(pick(baseline), pick(side))})` : '';
  return `| ${side.way} | ${side.requestsSent} | ${milliseconds(side.recordsGoneMs)}${vsBaseline((figures) => figures.recordsGoneMs)} | ${milliseconds(side.answeredMs)}${vsBaseline((figures) => figures.answeredMs)} | ${triggerText(side.triggers)} |`;
}

function goalText(met: boolean, figure: string): string {
  return `${met ? 'met' : 'not met'} (${figure})`;
}

export function bulkOperationsReport({ approval, deletion, loadAverages }: BulkOperationsFigures): string {
  const { baseline } = approval;
  const worst = (pick: (side: ApprovalSide) => number) =>
    Math.min(...approval.callables.map((side) => pick(baseline) / pick(side)));
  const worstApproved = worst((side) => side.approvedMs);
  const worstMail = worst((side) => side.mailAcceptedMs);
  const mostMailRequests = Math.max(...approval.callables.map((side) => side.mailRequests));
  return [
    '## 1. Bulk operations',
    '',
    `Each side starts from the demo data plus ${bulkCountText} users to work on, each with a sign-in account and the
read models built; then ${warmUpCount} other users are approved (or deleted) through the callable, which starts the
Functions emulator's workers for the callable and for the database triggers it raises, and once those events are
handled and the mail stand-in's record is cleared, the side runs. Times run from the side's first request. The
callables are called as the console calls them (web/src/features/users/api/use-user-mutation.ts): the selected
rows' ids in consecutive calls of at most ${maxIdsPerCall}, or "all that match" (here
\`${JSON.stringify(benchGymMatching)}\`, which matches exactly the benchmark's users) as one call read as a
stream. The baseline is the old console's way: from the client (firebase-admin here, without rules, which
favours it), one record write and one e-mail request (or one record deletion and one account deletion) per user,
one after the other. "Trigger events" are the database trigger events the side's writes raised (read models,
outbox), counted by the Realtime Database stand-in, and when it had handled the last (within about 150 ms); the
next side starts only then. The machine's load average (1 minute) was ${loadAverages.atStart.toFixed(1)} when the
section started and ${loadAverages.atEnd.toFixed(1)} when it ended.`,
    '',
    `**Approving ${bulkCountText} waiting business users.** \`approveBusinessUsers\` reads the named users, writes
their approvals and one \`mailOutbox\` entry per e-mail owed in one multi-path update, then sends what the outbox
owes itself (as the holder of the outbox lease: every due entry, up to 1,000 per SendGrid request) and answers
once it knows where each of its e-mails stands; the \`sendOwedEmails\` trigger each entry raises finds the entry
no longer due and stops. Each approved user raises five trigger events: two of its record (the approval, then the
e-mail's outcome kept on it) for the read models, three of its outbox entry (owed, \`sending\`, the outcome). A call of ${maxIdsPerCall} ids is therefore one SendGrid request, and the console sends its
next call once the one before has answered; "all that match" approves and e-mails a page of
${maxIdsPerCall} at a time the same way, within one call. "Answered" is when the side's last request was answered;
"all approved" when a listener of another client had seen \`isApproveUser\` true for every user; "every e-mail
accepted" when the mail stand-in's listing (\`GET /messages\`, read every ${mailPollMs} ms while the callables run)
held an accepted e-mail to every user, for the baseline when its last e-mail request was answered (202). "Mail
requests" are the send requests the stand-in received for those e-mails.`,
    '',
    '| way | requests sent | answered | all approved | every e-mail accepted | mail requests | trigger events |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...approval.callables.map((side) => approvalRow(side, baseline)),
    approvalRow(baseline),
    '',
    `Goal: at least ${approvalGoalRatio}× faster than one at a time, both until all are approved and until every
e-mail is accepted: **${goalText(worstApproved >= approvalGoalRatio && worstMail >= approvalGoalRatio, `${worstApproved.toFixed(1)}× and ${worstMail.toFixed(1)}× at worst`)}**.
Requests to the mail service per ${bulkCountText} e-mails, 1 or 2: **${goalText(mostMailRequests <= mailRequestsGoal, `${mostMailRequests} at most`)}**.`,
    '',
    `**Deleting ${bulkCountText} users.** \`deleteUsers\` no longer deletes: it moves the records to the trash
(\`userTrash\`, their trash rows beside them) in one multi-path update, then disables each sign-in account and
revokes its sessions, ten accounts at a time, and answers. The baseline deleted each record and then its account.
The two sides do different work (a disabled account can be restored, a deleted one cannot): the rows compare
what deleting costs the administrator now with what it cost before, not the same work done two ways. "Records
gone" is when a listener of another client had seen every record leave \`users\` (the console sends the second call
once the first has disabled its accounts); "answered" is when the last request was answered, every account
disabled (checked afterwards) or deleted.`,
    '',
    '| way | requests sent | records gone | answered | trigger events |',
    '| --- | --- | --- | --- | --- |',
    deletionRow(deletion.callables, deletion.baseline),
    deletionRow(deletion.baseline),
  ].join('\n');
}
