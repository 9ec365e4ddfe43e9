import type { IsolatedBackend } from '@management-center/emulators/launcher/isolated-backend';
import { httpsCallable } from 'firebase/functions';
import { mapWithBoundedConcurrency } from '../functions/src/platform/bounded-concurrency.ts';
import { administrator, webClientOf } from '../tests/backend/support/backend-clients.ts';
import type { ColdLoadFigures } from './functions-cold-load.ts';
import { elapsedMs, median, milliseconds, percentile } from './statistics.ts';

interface LatencyFigures {
  firstCallMs: number;
  // The emulator starts one worker process per concurrent request: the first burst of 20 waits for them.
  firstBurstMs: number;
  runs: { concurrency: number; calls: number; p50: number; p95: number; totalMs: number }[];
}

const plannedRuns = [
  { concurrency: 1, calls: 60 },
  { concurrency: 20, calls: 200 },
];

// scheduleFeedback: a small callable that still goes the whole way (token, claim, zod, one write, the audit entry).
export async function measureCallableLatency({ backend }: IsolatedBackend): Promise<LatencyFigures> {
  const client = await webClientOf(backend, administrator);
  try {
    const schedule = httpsCallable(client.functions, 'scheduleFeedback', { timeout: 240_000 });
    const call = (index: number) =>
      elapsedMs(() => schedule({ date: `2027-01-${String((index % 28) + 1).padStart(2, '0')}` }));
    const firstCallMs = await call(0);
    const burstSize = Math.max(...plannedRuns.map((run) => run.concurrency));
    const burst = Array.from({ length: burstSize }, (_, index) => index);
    const firstBurstMs = await elapsedMs(() => mapWithBoundedConcurrency(burst, burstSize, call));
    const runs = [];
    for (const { concurrency, calls } of plannedRuns) {
      const indices = Array.from({ length: calls }, (_, index) => index);
      let durations: number[] = [];
      const totalMs = await elapsedMs(async () => {
        durations = await mapWithBoundedConcurrency(indices, concurrency, call);
      });
      runs.push({ concurrency, calls, p50: median(durations), p95: percentile(durations, 0.95), totalMs });
    }
    return { firstCallMs, firstBurstMs, runs };
  } finally {
    await client.close();
  }
}

export function callableLatencyReport(figures: LatencyFigures, coldLoad: ColdLoadFigures): string {
  return [
    '## 4. Functions',
    '',
    `Loading the functions bundle in a fresh Node process (what every cold start pays before the first request):
median ${milliseconds(coldLoad.medianMs)} over ${coldLoad.samples} loads (min ${milliseconds(coldLoad.minMs)}, max ${milliseconds(coldLoad.maxMs)}).`,
    '',
    `Callable latency through the Functions emulator (\`scheduleFeedback\`, signed in as the administrator). The
first call, which starts the emulator's worker, took ${milliseconds(figures.firstCallMs)}. The emulator starts one
worker process per concurrent request (Cloud Run serves up to 80 at once from one instance), so the first burst of
${Math.max(...figures.runs.map((run) => run.concurrency))} concurrent calls took ${milliseconds(figures.firstBurstMs)}; the figures below are with the workers started.`,
    '',
    '| concurrent callers | calls | p50 | p95 | wall time |',
    '| --- | --- | --- | --- | --- |',
    ...figures.runs.map(
      (run) =>
        `| ${run.concurrency} | ${run.calls} | ${milliseconds(run.p50)} | ${milliseconds(run.p95)} | ${milliseconds(run.totalMs)} |`,
    ),
  ].join('\n');
}
