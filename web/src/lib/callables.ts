import type { CallableName } from '@management-center/contract';
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { functions } from './firebase.ts';

// The one way the console changes data: a callable, its input typed and its answer checked by the contract.
export async function invokeCallable<Output extends z.ZodType>(
  name: CallableName,
  input: unknown,
  outputSchema: Output,
): Promise<z.infer<Output>> {
  const result = await httpsCallable(functions, name)(input);
  return outputSchema.parse(result.data);
}

// The web SDK appends the HTTP status to the server's message ("Invalid date value [400]"); people see the message.
export function callableErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ \[\d{3}\]$/, '');
}
