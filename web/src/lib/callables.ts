import type { CallableName } from '@management-center/contract';
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
