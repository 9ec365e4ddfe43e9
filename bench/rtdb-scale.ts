import { spawnSync } from 'node:child_process';
import { projectFile } from '@management-center/emulators/launcher/project';
import type { ScaleFigures } from './rtdb-scale-worker.ts';
import { milliseconds } from './statistics.ts';

const QUERIED_SIZES = [2_000, 200_000, 1_000_000];
const LOAD_ONLY_SIZES = [3_000_000];

// Each size in a fresh process, so that heap figures are not those of the sizes before it.
function measureSize(entries: number, mode: 'full' | 'load'): ScaleFigures {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', projectFile('bench/rtdb-scale-worker.ts'), String(entries), mode],
    { cwd: projectFile('.'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = result.stdout.trim().split('\n').at(-1);
  if (result.status !== 0 || line === undefined) {
    throw new Error(`The stand-in benchmark at ${entries} entries failed (exit ${result.status})`);
  }
  return JSON.parse(line) as ScaleFigures;
}

export function measureRtdbScale(): ScaleFigures[] {
  return [
    ...QUERIED_SIZES.map((entries) => measureSize(entries, 'full')),
    ...LOAD_ONLY_SIZES.map((entries) => measureSize(entries, 'load')),
  ];
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

function optional(value: number | null, format: (value: number) => string): string {
  return value === null ? '–' : format(value);
}

function precise(value: number): string {
  return value < 10 ? `${value.toFixed(1)} ms` : milliseconds(value);
}

function megabytes(value: number): string {
  return value < 10 ? `${value.toFixed(1)} MB` : `${Math.round(value)} MB`;
}

export function rtdbScaleReport(figures: readonly ScaleFigures[]): string {
  const smallest = figures[0];
  const largestQueried = figures.filter((size) => size.childPageMs !== null).at(-1);
  const ratio =
    smallest?.childPageMs && largestQueried?.childPageMs
      ? largestQueried.childPageMs / smallest.childPageMs
      : null;
  const rows = figures.map((size) =>
    [
      count(size.entries),
      milliseconds(size.loadMs),
      megabytes(size.dataHeapMb),
      optional(size.indexHeapMb, megabytes),
      optional(size.firstPageMs, milliseconds),
      optional(size.childPageMs, precise),
      optional(size.keyPageMs, precise),
      optional(size.listenerFirstWindowMs, precise),
      optional(size.smallReadMs, precise),
      optional(size.writeMs, precise),
      optional(size.clientWriteMs, precise),
      optional(size.clientReadMs, precise),
    ].join(' | '),
  );
  return [
    '## 5. Realtime Database stand-in at scale',
    '',
    `\`AuditLog\` of the project's rules (\`.indexOn: ["at"]\`) holding small entries (\`{action, at, by}\`, about
60 bytes of JSON each), loaded with one REST PUT, each size in a fresh process started by the benchmark, the
stand-in and a firebase-admin client in it. Pages are ${'`'}limitToFirst(50)${'`'} from starting points spread over the
location (median of 21, after 5 unmeasured), read with \`get()\` through the admin SDK, so each includes a round trip; the first
page query builds the index of \`at\`. Heap figures are \`heapUsed\` after a full collection: the loaded data,
and what the index added. A write is one entry \`set()\` into the location, the index kept up to date. Then as many
users are loaded into \`users\`, and a web SDK client signed in as one more writes its own record (\`set()\`,
checked by the rules' \`.write\` and \`.validate\`) and reads it back (\`get()\`, checked by \`.read\`): the
cost of a rule check among that many siblings (median of 21 write-then-read rounds, after 5 unmeasured).`,
    '',
    '| entries | load (PUT) | data heap | index heap | first page (builds index) | page by `at` | page by key | live query first window | read of one entry | write of one entry | client write (rules) | client read after it (rules) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    ratio === null
      ? ''
      : `Target: a page by \`at\` at ${count(largestQueried?.entries ?? 0)} entries within 3× of ${count(smallest?.entries ?? 0)}: ` +
        `${ratio <= 3 ? '**met**' : '**not met**'} (${ratio.toFixed(1)}×).`,
  ].join('\n');
}
