import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { exportOutputSchema, type UserMatching } from '@management-center/contract';
import { functionWorkerPids } from '@management-center/emulators/launcher/function-workers';
import type { IsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import { loadDemoData } from '@management-center/emulators/seed/load-demo-data';
import { type HttpsCallable, httpsCallable } from 'firebase/functions';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import {
  adminAppOf,
  administrator,
  closeAdminApp,
  webClientOf,
} from '../tests/backend/support/backend-clients.ts';
import { loadUsers } from './screen-cost.ts';
import { milliseconds } from './statistics.ts';

// Exporting the whole users list of a large app: how long the server takes to write the file, how large it is, and
// how much memory the function's process needs meanwhile. The Functions emulator runs the function in a Node
// worker process of its own, whose resident memory the kernel reports: its peak (VmHWM, reset before the export)
// against what it held before shows whether the function held the file or a page at a time.

/** One export, timed from its call. */
export interface ExportRun {
  filter: string;
  rows: number;
  // Until the first progress report (the rows counted) and until the answer (the file written).
  countedMs: number;
  writtenMs: number;
  fileBytes: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
}

export interface ListExportFigures {
  users: number;
  runs: ExportRun[];
  loadAverage: number;
}

const exportCallable = 'exportUsers';
// A twentieth of the users (section 8's business users), then all of them: if the function held the file, its peak
// would grow with the rows.
const measuredFilters: ReadonlyArray<{ filter: string; matching: UserMatching }> = [
  { filter: 'Business users', matching: { search: '', type: 'Business User', status: 'All' } },
  { filter: 'Everyone', matching: { search: '', type: 'All', status: 'All' } },
];

function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kilobytes) * 1024;
}

function exportWorkers(isolated: IsolatedBackend): number[] {
  return functionWorkerPids(isolated.backend.projectId, [exportCallable]);
}

async function measureRun(
  isolated: IsolatedBackend,
  app: App,
  call: HttpsCallable,
  { filter, matching }: (typeof measuredFilters)[number],
): Promise<ExportRun> {
  const workers = exportWorkers(isolated);
  if (workers.length === 0) throw new Error(`No worker of ${exportCallable} is running`);
  const rssBeforeBytes = Math.max(...workers.map((pid) => statusBytes(pid, 'VmRSS')));
  // Writing 5 to clear_refs resets the peak resident size to the current one.
  for (const pid of workers) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const start = performance.now();
  let countedMs = 0;
  const result = await call.stream({ matching, format: 'csv' });
  for await (const _chunk of result.stream) countedMs ||= performance.now() - start;
  const output = exportOutputSchema.parse(await result.data);
  const writtenMs = performance.now() - start;
  // A request finds the idle worker of its function; a new one, if the emulator started one, counts too.
  const peakRssBytes = Math.max(...exportWorkers(isolated).map((pid) => statusBytes(pid, 'VmHWM')));
  const [metadata] = await getStorage(app).bucket().file(output.file).getMetadata();
  return {
    filter,
    rows: output.rows,
    countedMs,
    writtenMs,
    fileBytes: Number(metadata.size),
    rssBeforeBytes,
    peakRssBytes,
  };
}

export async function measureListExport(
  isolated: IsolatedBackend,
  users: number,
): Promise<ListExportFigures> {
  await loadDemoData(isolated.backend);
  const app = adminAppOf(isolated.backend);
  const client = await webClientOf(isolated.backend, administrator);
  try {
    await loadUsers(isolated, getDatabase(app), users);
    const call = httpsCallable(client.functions, exportCallable);
    // Starts the function's worker and loads its code: the exports measured are warm ones.
    await call({ matching: { search: 'no user has this name', type: 'All' }, format: 'csv' });
    const runs: ExportRun[] = [];
    for (const measured of measuredFilters) runs.push(await measureRun(isolated, app, call, measured));
    return { users, runs, loadAverage: loadavg()[0] ?? 0 };
  } finally {
    await client.close();
    await closeAdminApp(app);
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

function runRow(run: ExportRun): string {
  const rowsPerSecond = Math.round(run.rows / (run.writtenMs / 1000)).toLocaleString('en-US');
  return `| ${run.filter} | ${run.rows.toLocaleString('en-US')} | ${milliseconds(run.countedMs)} | ${milliseconds(run.writtenMs)} | ${rowsPerSecond} | ${megabytes(run.fileBytes)} | ${megabytes(run.rssBeforeBytes)} | ${megabytes(run.peakRssBytes)} | ${megabytes(run.peakRssBytes - run.rssBeforeBytes)} |`;
}

export function listExportReport({ users, runs, loadAverage }: ListExportFigures): string {
  const [small, large] = runs;
  const growthOf = (run: ExportRun) => run.peakRssBytes - run.rssBeforeBytes;
  const verdict =
    small && large
      ? `${large.rows.toLocaleString('en-US')} rows made a file ${(large.fileBytes / small.fileBytes).toFixed(0)} times as large as ${small.rows.toLocaleString('en-US')} did; the worker's peak grew by ${megabytes(growthOf(large))} against ${megabytes(growthOf(small))}.`
      : '';
  return [
    '## 9. Export of the users list',
    '',
    `\`exportUsers\` over ${users.toLocaleString('en-US')} app users (those of section 8, and the demo data), as CSV,
written to the Storage emulator a page of 1,000 rows at a time and read through the Functions emulator's stream as
the console reads it. Memory is the function's worker process's: its resident size before the export and its peak
during it (VmHWM, reset before each export).`,
    '',
    '| Filter | Rows | Counted (first progress) | File written | Rows per second | File size | Worker memory before | Peak during the export | Peak minus before |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(runRow),
    '',
    `Goal: the function holds a page, never the file. ${verdict} 1-minute load average at the end: ${loadAverage.toFixed(1)}.`,
  ].join('\n');
}
