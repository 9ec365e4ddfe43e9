import { callableNames, databasePaths, maxIdsPerCall } from '@management-center/contract';
import { httpsCallable } from 'firebase/functions';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import {
  localApprovalTemplateId,
  localMailFrom,
  localSendgridApiKey,
} from '../emulators/src/launcher/functions-parameters.ts';
import type { IsolatedBackend } from '../emulators/src/launcher/isolated-backend.ts';
import { loadDemoData } from '../emulators/src/seed/load-demo-data.ts';
import {
  adminAppOf,
  administrator,
  closeAdminApp,
  webClientOf,
} from '../tests/backend/support/backend-clients.ts';
import { elapsedMs, milliseconds } from './statistics.ts';

const bulkCount = 1_000;

interface BulkSide {
  ms: number;
  // Write operations the database applied, observed as value events of a listener at the root (one per write).
  databaseWrites: number;
  // Requests the side itself sent: callables, or single writes, e-mails and account deletions.
  requests: number;
}

interface BulkComparison {
  operation: string;
  // End to end through the callables, or the database writes alone (the callables' one multi-path update).
  scope: 'callables' | 'database';
  callables: BulkSide;
  baseline: BulkSide;
}

function benchUserIds(kind: 'business' | 'normal'): string[] {
  return Array.from({ length: bulkCount }, (_, index) => `bench-${kind}-${String(index).padStart(4, '0')}`);
}

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

// Fresh demo data plus the users one side works on: both sides start from the same state.
async function prepare(isolated: IsolatedBackend, app: App): Promise<void> {
  await loadDemoData(isolated.backend);
  const database = getDatabase(app);
  await database.ref(databasePaths.businessUsers).update(
    Object.fromEntries(
      benchUserIds('business').map((id, index) => [
        id,
        {
          username: `Bench Gym ${index}`,
          email: `${id}@example.com`,
          userType: 'business',
          isApproveUser: false,
          businessCertificationUrl: `https://example.com/certificates/${id}.pdf`,
        },
      ]),
    ),
  );
  const normalIds = benchUserIds('normal');
  await database
    .ref(databasePaths.normalUsers)
    .update(
      Object.fromEntries(
        normalIds.map((id, index) => [
          id,
          { username: `Bench Member ${index}`, email: `${id}@example.com`, userType: 'normal' },
        ]),
      ),
    );
  const imported = await getAuth(app).importUsers(
    normalIds.map((uid) => ({ uid, email: `${uid}@example.com` })),
  );
  if (imported.failureCount > 0)
    throw new Error(`Creating the benchmark's accounts failed: ${imported.errors[0]?.error.message}`);
}

async function observed(app: App, work: () => Promise<number>): Promise<BulkSide> {
  const root = getDatabase(app).ref();
  let events = 0;
  const listener = root.on('value', () => {
    events += 1;
  });
  // The listener's first event is the current value, not a write.
  await new Promise<void>((resolve) => root.once('value', () => resolve()));
  const before = events;
  let requests = 0;
  const ms = await elapsedMs(async () => {
    requests = await work();
  });
  // Events of the last writes may still be on their way: one more round trip drains them.
  await root.child('.info/serverTimeOffset').get();
  root.off('value', listener);
  return { ms, databaseWrites: events - before, requests };
}

async function viaCallables(isolated: IsolatedBackend, name: string, ids: string[]): Promise<number> {
  const client = await webClientOf(isolated.backend, administrator);
  try {
    const callable = httpsCallable(client.functions, name);
    // The console sends a large selection as consecutive calls of at most maxIdsPerCall ids.
    const batches = chunks(ids, maxIdsPerCall);
    for (const userIds of batches) await callable({ userIds });
    return batches.length;
  } finally {
    await client.close();
  }
}

async function sendApprovalEmailDirectly(isolated: IsolatedBackend, id: string): Promise<void> {
  const { host, ports } = isolated.backend;
  const response = await fetch(`http://${host}:${ports.mail}/v3/mail/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${localSendgridApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      personalizations: [
        { to: [{ email: `${id}@example.com` }], dynamic_template_data: { to_email: `${id}@example.com` } },
      ],
      from: { email: localMailFrom },
      template_id: localApprovalTemplateId,
    }),
  });
  if (!response.ok) throw new Error(`The mail stand-in answered ${response.status}`);
}

export async function measureBulkOperations(isolated: IsolatedBackend): Promise<BulkComparison[]> {
  const app = adminAppOf(isolated.backend);
  try {
    const database = getDatabase(app);
    const business = benchUserIds('business');
    const normal = benchUserIds('normal');
    const comparisons: BulkComparison[] = [];

    await prepare(isolated, app);
    const approveCallables = await observed(app, () =>
      viaCallables(isolated, callableNames.approveBusinessUsers, business),
    );
    await prepare(isolated, app);
    // The observed console's way: one record write and one e-mail per user, one after the other.
    const approveBaseline = await observed(app, async () => {
      for (const id of business) {
        await database.ref(`${databasePaths.businessUsers}/${id}`).update({ isApproveUser: true });
        await sendApprovalEmailDirectly(isolated, id);
      }
      return business.length * 2;
    });
    comparisons.push({
      operation: `approve ${bulkCount.toLocaleString('en-US')} business users (with the e-mails)`,
      scope: 'callables',
      callables: approveCallables,
      baseline: approveBaseline,
    });

    await prepare(isolated, app);
    const deleteCallables = await observed(app, () =>
      viaCallables(isolated, callableNames.deleteUsers, normal),
    );
    await prepare(isolated, app);
    const deleteBaseline = await observed(app, async () => {
      for (const id of normal) {
        await database.ref(`${databasePaths.normalUsers}/${id}`).remove();
        await getAuth(app).deleteUser(id);
      }
      return normal.length * 2;
    });
    comparisons.push({
      operation: `delete ${bulkCount.toLocaleString('en-US')} users (with their accounts)`,
      scope: 'callables',
      callables: deleteCallables,
      baseline: deleteBaseline,
    });

    // The database part alone: the one multi-path update the callables make, against one write per user.
    for (const [operation, path, ids, value] of [
      [
        `approve ${bulkCount.toLocaleString('en-US')}: the database writes alone`,
        databasePaths.businessUsers,
        business,
        true,
      ],
      [
        `delete ${bulkCount.toLocaleString('en-US')}: the database writes alone`,
        databasePaths.normalUsers,
        normal,
        null,
      ],
    ] as const) {
      const location = (id: string) => (value === null ? `${path}/${id}` : `${path}/${id}/isApproveUser`);
      await prepare(isolated, app);
      const oneUpdate = await observed(app, async () => {
        await database.ref().update(Object.fromEntries(ids.map((id) => [location(id), value])));
        return 1;
      });
      await prepare(isolated, app);
      const oneAtATime = await observed(app, async () => {
        for (const id of ids) await database.ref(location(id)).set(value);
        return ids.length;
      });
      comparisons.push({ operation, scope: 'database', callables: oneUpdate, baseline: oneAtATime });
    }
    await loadDemoData(isolated.backend);
    return comparisons;
  } finally {
    await closeAdminApp(app);
  }
}

export function bulkOperationsReport(comparisons: readonly BulkComparison[]): string {
  const ratio = ({ callables, baseline }: BulkComparison) => baseline.ms / callables.ms;
  const sideNames = { callables: 'callables', database: 'one multi-path update' } as const;
  const rows = comparisons.flatMap((comparison) => {
    const { operation, scope, callables, baseline } = comparison;
    return [
      `| ${operation} | ${sideNames[scope]} | ${milliseconds(callables.ms)} | ${callables.requests} | ${callables.databaseWrites} | ${ratio(comparison).toFixed(1)}× faster |`,
      `| | one at a time | ${milliseconds(baseline.ms)} | ${baseline.requests} | ${baseline.databaseWrites} | |`,
    ];
  });
  const worst = (scope: BulkComparison['scope']) =>
    Math.min(...comparisons.filter((comparison) => comparison.scope === scope).map(ratio));
  const verdict = (scope: BulkComparison['scope']) =>
    worst(scope) >= 20
      ? `met (${worst(scope).toFixed(1)}× at worst)`
      : `not met (${worst(scope).toFixed(1)}× at worst)`;
  return [
    '## 1. Bulk operations',
    '',
    `Each side starts from the demo data plus ${bulkCount.toLocaleString('en-US')} users to work on. The callables side sends
the ids as the console does (calls of at most ${maxIdsPerCall} ids). The baseline is the observed console's way: one
record write per user from the client (firebase-admin here, without rules, which favours it), plus one e-mail
or one account deletion per user, one after the other. The "database writes alone" rows compare the callables'
single multi-path update, written directly, with one write per user. Database writes are the write operations
the database applied, counted as value events of a listener at the root; they include the callables' audit entries.`,
    '',
    '| operation | side | time | requests sent | database writes | ratio |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Target: at least 20× faster at ${bulkCount.toLocaleString('en-US')}: end to end **${verdict('callables')}**; the database writes alone
**${verdict('database')}**. End to end, both sides send the same 1,000 e-mails or delete the same 1,000 sign-in
accounts, and that work, not the database, sets the time.`,
  ].join('\n');
}
