import { maxIdsPerCall } from '@management-center/contract';
import { bulkChunkSize } from '../platform/config.ts';
import type { ProgressReporter, UseCaseResult } from '../platform/team-callable.ts';

// Every chunk of a bulk action over "all that match" is read, committed and reported before the next: 100,000
// users are 200 chunks of 500, each a few reads and one multi-path update (deleting also removes their sign-in
// accounts, e-mailing approved users sends ten at a time). The 60 s default would stop that early; 2nd-gen HTTPS
// functions may run for up to an hour. A call stopped by its timeout leaves what it did done, and calling again
// carries on with what still matches.
export const bulkCallableTimeoutSeconds = 3600;

/** Rows per chunk: the project's BULK_CHUNK_SIZE, which a chunk's one call to the use case may name at most. */
export function bulkChunkRows(): number {
  const rows = bulkChunkSize.value();
  if (!Number.isInteger(rows) || rows < 1 || rows > maxIdsPerCall) {
    throw new Error(`BULK_CHUNK_SIZE must be a whole number from 1 to ${maxIdsPerCall}, not ${rows}`);
  }
  return rows;
}

/** The distinct user ids of each page of matching rows. */
export async function* userIdChunks(
  pages: AsyncIterable<ReadonlyArray<{ userId: string }>>,
): AsyncGenerator<string[]> {
  for await (const page of pages) yield [...new Set(page.map((row) => row.userId))];
}

// A bulk action's output: for every outcome, the ids that had it (and, for some, why).
type OutcomeLists = Record<string, unknown[]>;

function appended<Output extends OutcomeLists>(into: Output, more: Output): Output {
  const merged: OutcomeLists = { ...into };
  for (const [outcome, items] of Object.entries(more))
    merged[outcome] = [...(merged[outcome] ?? []), ...items];
  return merged as Output;
}

export interface ChunkedRun<Output extends OutcomeLists> {
  // The ids of the rows that match, a chunk at a time (each chunk at most what one call may name).
  chunks: AsyncIterable<string[]>;
  // The same action a call naming the ids runs, for one chunk.
  act: (userIds: string[]) => Promise<UseCaseResult<Output>>;
  // The output with every list empty: the answer when nothing matches.
  none: Output;
  // How many rows match: read only when progress is reported.
  total: () => Promise<number>;
  reportProgress: ProgressReporter | undefined;
  // The ids among a chunk to leave as they are (the team's accounts): named in the answer, not acted on.
  leaveOut?: (userIds: string[]) => Promise<Set<string>>;
}

export type ChunkedRunResult<Output> = UseCaseResult<Output> & { leftOut: string[] };

/**
 * Runs a bulk action over every chunk of matching rows in turn, each chunk done (committed) before the next is
 * read, and answers the outcomes of all chunks in one output of the shape a call naming ids answers. What is done
 * stays done if the call stops early (a timeout): calling again finds only what is left.
 */
export async function runInChunks<Output extends OutcomeLists>({
  chunks,
  act,
  none,
  total,
  reportProgress,
  leaveOut,
}: ChunkedRun<Output>): Promise<ChunkedRunResult<Output>> {
  let output = none;
  const targets: string[] = [];
  const leftOut: string[] = [];
  let processed = 0;
  let expected = reportProgress ? await total() : 0;
  await reportProgress?.({ processed, total: expected });
  // An id is acted on once, even when it is a row of both collections.
  const done = new Set<string>();
  for await (const chunk of chunks) {
    const fresh = chunk.filter((userId) => !done.has(userId));
    for (const userId of fresh) done.add(userId);
    const kept = leaveOut && fresh.length > 0 ? await leaveOut(fresh) : new Set<string>();
    leftOut.push(...fresh.filter((userId) => kept.has(userId)));
    const userIds = fresh.filter((userId) => !kept.has(userId));
    if (userIds.length > 0) {
      const result = await act(userIds);
      output = appended(output, result.output);
      targets.push(...result.targets);
    }
    processed += chunk.length;
    // Users added while the call runs can make more rows than were counted at its start.
    expected = Math.max(expected, processed);
    await reportProgress?.({ processed, total: expected });
  }
  return { output, targets, leftOut };
}
