import { type BulkProgress, bulkProgressSchema, type CallableName } from '@management-center/contract';
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { functions } from './firebase-functions.ts';

// The one way the console changes data: a callable, its input typed and its answer checked by the contract.
export async function invokeCallable<Output extends z.ZodType>(
  name: CallableName,
  input: unknown,
  outputSchema: Output,
): Promise<z.infer<Output>> {
  const result = await httpsCallable(functions, name)(input);
  return outputSchema.parse(result.data);
}

/**
 * A long bulk callable read as a stream: the server sends its progress as it goes through the rows, then its
 * answer. A failure of the call rejects, as invokeCallable's does. Progress starts at none of `expectedTotal`
 * (the count the administrator confirmed) before the call: a run that ends in one burst still shows it began.
 */
export async function streamCallable<Output extends z.ZodType>(
  name: CallableName,
  input: unknown,
  outputSchema: Output,
  expectedTotal: number,
  onProgress: (progress: BulkProgress) => void,
): Promise<z.infer<Output>> {
  onProgress({ processed: 0, total: expectedTotal });
  const result = await httpsCallable(functions, name).stream(input);
  for await (const chunk of result.stream) onProgress(bulkProgressSchema.parse(chunk));
  return outputSchema.parse(await result.data);
}
