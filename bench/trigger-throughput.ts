import { startTriggerBackend, type TriggerBackend } from '../tests/backend/triggers/trigger-backend.ts';
import { median, milliseconds } from './statistics.ts';

// The stand-in's default (what `npm start` runs with), and a wider limit to see whether the limit is what binds.
const IN_FLIGHT_SETTINGS = [4, 16];
const WARM_SINGLE_WRITES = 15;
const MULTI_PATH_CHILDREN = 1_000;
const SEPARATE_WRITES = 200;

interface BatchFigures {
  events: number;
  // From the first write sent until the first, and the last, trigger output had landed.
  firstOutputMs: number;
  allOutputsMs: number;
  // Sending the writes alone (one request, or one after the other without waiting for the triggers).
  writesMs: number;
}

export interface TriggerThroughputFigures {
  maxInFlight: number;
  backendStartMs: number;
  // The very first event: the Functions emulator starts the function's first worker process for it.
  coldEventMs: number;
  warmEventMs: number;
  multiPath: BatchFigures;
  separate: BatchFigures;
  failed: number;
}

async function rest(backend: TriggerBackend, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${backend.database.url}/${path}.json`, {
    method,
    headers: { authorization: 'Bearer owner' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} /${path} answered ${response.status}`);
  return response.json();
}

/** The fixture's records (one per trigger run) of the item `key`, or of those it starts if it ends in `-`. */
async function outputsFor(backend: TriggerBackend, key: string): Promise<number> {
  const seen = ((await rest(backend, 'GET', 'trigger-fixture-seen')) ?? {}) as Record<string, object>;
  return Object.entries(seen)
    .filter(([itemId]) => (key.endsWith('-') ? itemId.startsWith(key) : itemId === key))
    .reduce((total, [, records]) => total + Object.keys(records).length, 0);
}

/**
 * Runs `write`, then waits until the stand-in has settled every event (the function returned, so its output has
 * landed), noting when the first of them settled. An event settles only once the fixture's write is stored.
 */
async function timeBatch(
  backend: TriggerBackend,
  items: string,
  events: number,
  write: () => Promise<void>,
): Promise<BatchFigures> {
  const { triggers } = backend.database;
  const deliveredBefore = triggers.status().delivered;
  const start = performance.now();
  let firstOutputMs: number | undefined;
  const watch = setInterval(() => {
    if (firstOutputMs === undefined && triggers.status().delivered > deliveredBefore) {
      firstOutputMs = performance.now() - start;
    }
  }, 1);
  try {
    await write();
    const writesMs = performance.now() - start;
    await triggers.whenIdle();
    const allOutputsMs = performance.now() - start;
    const outputs = await outputsFor(backend, items);
    if (outputs !== events) throw new Error(`${items}: ${outputs} trigger outputs, not ${events}`);
    return { events, firstOutputMs: firstOutputMs ?? allOutputsMs, allOutputsMs, writesMs };
  } finally {
    clearInterval(watch);
  }
}

async function measureWith(maxInFlight: number): Promise<TriggerThroughputFigures> {
  const startedAt = performance.now();
  const backend = await startTriggerBackend({ maxInFlight });
  const backendStartMs = performance.now() - startedAt;
  try {
    const single = async (key: string) =>
      (
        await timeBatch(backend, key, 1, () =>
          rest(backend, 'PUT', `trigger-fixture/${key}`, { n: 0 }).then(),
        )
      ).allOutputsMs;
    const coldEventMs = await single('cold');
    const warm: number[] = [];
    for (let index = 0; index < WARM_SINGLE_WRITES; index++) warm.push(await single(`warm-${index}`));

    const update = Object.fromEntries(
      Array.from({ length: MULTI_PATH_CHILDREN }, (_, index) => [`multi-${index}`, { n: index }]),
    );
    const multiPath = await timeBatch(backend, 'multi-', MULTI_PATH_CHILDREN, () =>
      rest(backend, 'PATCH', 'trigger-fixture', update).then(),
    );
    const separate = await timeBatch(backend, 'separate-', SEPARATE_WRITES, async () => {
      for (let index = 0; index < SEPARATE_WRITES; index++) {
        await rest(backend, 'PUT', `trigger-fixture/separate-${index}`, { n: index });
      }
    });
    return {
      maxInFlight,
      backendStartMs,
      coldEventMs,
      warmEventMs: median(warm),
      multiPath,
      separate,
      failed: backend.database.triggers.status().failed,
    };
  } finally {
    await backend.stop();
  }
}

export async function measureTriggerThroughput(): Promise<TriggerThroughputFigures[]> {
  const figures: TriggerThroughputFigures[] = [];
  for (const maxInFlight of IN_FLIGHT_SETTINGS) {
    console.info(`   at most ${maxInFlight} events in flight`);
    figures.push(await measureWith(maxInFlight));
  }
  return figures;
}

function perSecond(batch: BatchFigures): string {
  return Math.round(batch.events / (batch.allOutputsMs / 1000)).toLocaleString('en-US');
}

function batchRow(maxInFlight: number, label: string, batch: BatchFigures): string {
  return `| ${maxInFlight} | ${label} | ${milliseconds(batch.writesMs)} | ${milliseconds(batch.firstOutputMs)} | ${milliseconds(batch.allOutputsMs)} | ${perSecond(batch)} |`;
}

export function triggerThroughputReport(figures: readonly TriggerThroughputFigures[]): string {
  const failures = figures.reduce((total, run) => total + run.failed, 0);
  return [
    '## 6. Database trigger delivery, end to end',
    '',
    `The Realtime Database stand-in and firebase-tools' Functions emulator serving the trigger tests' fixture
codebase (\`tests/backend/triggers/fixture\`): \`recordWrite\`, an \`onValueWritten('trigger-fixture/{itemId}')\`
function that pushes what its event showed under \`trigger-fixture-seen/{itemId}\` through firebase-admin. The
benchmark, holding the stand-in in its own process, writes items over REST as the owner and times until the
stand-in's delivery queue is idle (\`triggers.whenIdle()\`): an event is settled when the function has returned,
so after it its output has landed; the outputs are then counted (one per write). Each row of "max in flight"
(\`triggers.maxInFlight\`, the stand-in's limit on events open at once; \`npm start\` uses the default, 4) is a
backend of its own, started afresh. Each event runs in one of the Functions emulator's worker processes, which
it starts when none is free.`,
    '',
    '| max in flight | backend start | first event (starts a worker) | one event, warm (median of ' +
      `${WARM_SINGLE_WRITES}) |`,
    '| --- | --- | --- | --- |',
    ...figures.map(
      (run) =>
        `| ${run.maxInFlight} | ${milliseconds(run.backendStartMs)} | ${milliseconds(run.coldEventMs)} | ${milliseconds(run.warmEventMs)} |`,
    ),
    '',
    '| max in flight | writes | sending the writes | first output | all outputs | events per second |',
    '| --- | --- | --- | --- | --- | --- |',
    ...figures.flatMap((run) => [
      batchRow(
        run.maxInFlight,
        `${run.multiPath.events.toLocaleString('en-US')} children in one multi-path update (PATCH)`,
        run.multiPath,
      ),
      batchRow(
        run.maxInFlight,
        `${run.separate.events} separate writes (PUT, one after the other)`,
        run.separate,
      ),
    ]),
    '',
    `Times run from the first write sent. Events given up: ${failures}.`,
  ].join('\n');
}
