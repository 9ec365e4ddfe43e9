import { type BulkProgress, maxIdsPerCall, splitIntoBatches } from '@management-center/contract';

export interface BatchRun<Output> {
  // The answers of the calls that succeeded, in order, and the ids those calls named.
  outputs: Output[];
  processedIds: string[];
  // The error of the call that failed; the ids after it were not sent.
  failure?: { error: unknown; unsentCount: number };
}

/**
 * A callable takes at most `maxIdsPerCall` ids, so a selection of thousands is sent in consecutive calls,
 * reporting progress after each. The first failed call stops the run: what was done is kept and reported.
 */
export async function runInBatches<Output>(
  ids: readonly string[],
  call: (batch: string[]) => Promise<Output>,
  onProgress: (progress: BulkProgress) => void,
  batchSize = maxIdsPerCall,
): Promise<BatchRun<Output>> {
  const outputs: Output[] = [];
  const processedIds: string[] = [];
  onProgress({ processed: 0, total: ids.length });
  for (const batch of splitIntoBatches(ids, batchSize)) {
    try {
      outputs.push(await call(batch));
    } catch (error) {
      return { outputs, processedIds, failure: { error, unsentCount: ids.length - processedIds.length } };
    }
    processedIds.push(...batch);
    onProgress({ processed: processedIds.length, total: ids.length });
  }
  return { outputs, processedIds };
}
