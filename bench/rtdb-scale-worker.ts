// One size of the Realtime Database stand-in benchmark, in a process of its own so that its heap figures are its
// own: `node --expose-gc --import tsx bench/rtdb-scale-worker.ts <entries> <full|load>` prints one JSON line.
import { readFileSync } from 'node:fs';
import { projectFile } from '@management-center/emulators/launcher/project';
import { startRealtimeDatabase } from '@management-center/emulators/rtdb';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { type ClientRulesFigures, measureClientRules } from './rtdb-client-rules.ts';
import { elapsedMs, median } from './statistics.ts';

type NullableFigures<T> = { [K in keyof T]: T[K] | null };

// Client figures are null in load-only runs.
export interface ScaleFigures extends NullableFigures<ClientRulesFigures> {
  entries: number;
  loadMs: number;
  // Heap used by the loaded data (after a full collection), before any query built an index.
  dataHeapMb: number;
  // What the first page query added: the index of AuditLog by `at`; null in load-only runs.
  indexHeapMb: number | null;
  firstPageMs: number | null;
  childPageMs: number | null;
  keyPageMs: number | null;
  // A read of one small entry: the cost of a request itself at this heap size.
  smallReadMs: number | null;
  listenerFirstWindowMs: number | null;
  writeMs: number | null;
}

const PAGE = 50;
const REPEATS = 21;
const WARM_UP = 5;
const FIRST_AT = 1_700_000_000_000;

const [entriesArgument, mode] = process.argv.slice(2);
const entries = Number(entriesArgument);
if (!Number.isInteger(entries) || entries <= 0 || (mode !== 'full' && mode !== 'load')) {
  throw new Error('Usage: rtdb-scale-worker.ts <entries> <full|load>');
}
const gc = globalThis.gc;
if (gc === undefined) throw new Error('Run with --expose-gc');

function heapMb(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function entryKey(index: number): string {
  return `-N${String(index).padStart(9, '0')}`;
}

// Audit entries as the console writes them; `at` is a permutation of the keys' order, as clock skew would make it.
function entry(index: number): { action: string; at: number; by: string } {
  return { action: 'approveUsers', at: FIRST_AT + ((index * 7919) % entries), by: `uid-${index % 5000}` };
}

async function medianOf(operation: (round: number) => Promise<unknown>): Promise<number> {
  // Unmeasured rounds first: the client's code paths warm up, and the collector settles after the previous step.
  for (let round = 0; round < WARM_UP; round++) await operation(REPEATS + round);
  const times: number[] = [];
  for (let round = 0; round < REPEATS; round++) times.push(await elapsedMs(() => operation(round)));
  return median(times);
}

// Starting points spread over the whole location, so that no page is served from a warm corner.
function spread(round: number): number {
  return Math.floor((((round % REPEATS) + 0.5) / REPEATS) * (entries - PAGE));
}

function firstWindow(database: Database, round: number): Promise<void> {
  const page = database
    .ref('AuditLog')
    .orderByChild('at')
    .startAt(FIRST_AT + spread(round))
    .limitToFirst(PAGE);
  return new Promise((resolve) => {
    const listener = page.on('value', () => {
      page.off('value', listener);
      resolve();
    });
  });
}

// One PUT (answered with the data, as the service does), the cheapest load: a multi-path update costs O(log n)
// per path instead (see the README's limits). The request's text is garbage once it returns.
async function load(url: string): Promise<number> {
  const body: Record<string, unknown> = {};
  for (let index = 0; index < entries; index++) body[entryKey(index)] = entry(index);
  const text = JSON.stringify(body);
  return elapsedMs(async () => {
    const response = await fetch(`${url}/AuditLog.json`, {
      method: 'PUT',
      headers: { authorization: 'Bearer owner' },
      body: text,
    });
    if (!response.ok) throw new Error(`Loading failed: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  });
}

const rules = JSON.parse(readFileSync(projectFile('database.rules.json'), 'utf8'));
const server = await startRealtimeDatabase({ port: 0, rules });
try {
  const heapBeforeLoad = heapMb();
  const loadMs = await load(server.url);
  const figures: ScaleFigures = {
    entries,
    loadMs,
    dataHeapMb: heapMb() - heapBeforeLoad,
    indexHeapMb: null,
    firstPageMs: null,
    childPageMs: null,
    keyPageMs: null,
    smallReadMs: null,
    listenerFirstWindowMs: null,
    writeMs: null,
    clientWriteMs: null,
    clientReadMs: null,
  };
  if (mode === 'full') {
    const app = initializeApp(
      { projectId: 'demo-bench', databaseURL: `${server.url}?ns=bench` },
      'rtdb-scale',
    );
    try {
      const database = getDatabase(app);
      const auditLog = database.ref('AuditLog');
      await auditLog.child('warm-up').get();
      // Measured again once the load's request is done with and the client connected, so that only the index
      // differs.
      const loaded = heapMb();
      const childPage = (round: number) =>
        auditLog
          .orderByChild('at')
          .startAt(FIRST_AT + spread(round))
          .limitToFirst(PAGE)
          .get();
      figures.firstPageMs = await elapsedMs(() => childPage(0));
      figures.indexHeapMb = heapMb() - loaded;
      figures.childPageMs = await medianOf(childPage);
      figures.keyPageMs = await medianOf((round) =>
        auditLog
          .orderByKey()
          .startAt(entryKey(spread(round)))
          .limitToFirst(PAGE)
          .get(),
      );
      figures.smallReadMs = await medianOf((round) => auditLog.child(entryKey(spread(round))).get());
      figures.listenerFirstWindowMs = await medianOf((round) => firstWindow(database, round));
      figures.writeMs = await medianOf((round) => auditLog.child(`-Z${round}`).set(entry(round)));
    } finally {
      await deleteApp(app);
    }
    // Last, so that the users loaded for it weigh on none of the figures above.
    Object.assign(figures, await measureClientRules(server, entries));
  }
  console.log(JSON.stringify(figures));
} finally {
  await server.stop();
}
