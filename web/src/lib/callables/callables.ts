import {
  type BulkProgress,
  bulkProgressSchema,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  callableEntry,
  type StreamingCallableName,
} from '@management-center/contract';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../firebase/firebase-functions.ts';
import { withRecentSignIn } from '../session/recent-sign-in.ts';

// The one way the console changes data: a callable, its input typed and its answer checked by its registry entry.
// A call the server asks a recent sign-in for (a change of who holds power, an export, what cannot be undone) asks
// for the password again and is made once more; cancelled, it rejects with RecentSignInCancelled.
export async function invokeCallable<Name extends CallableName>(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  const result = await withRecentSignIn(() => httpsCallable(functions, name)(input));
  return callableEntry(name).output.parse(result.data);
}

/**
 * A long bulk callable read as a stream: the server sends its progress as it goes through the rows, then its
 * answer. A failure of the call rejects, as invokeCallable's does. Progress starts at none of `expectedTotal`
 * (the count the administrator confirmed) before the call: a run that ends in one burst still shows it began.
 */
export async function streamCallable<Name extends StreamingCallableName>(
  name: Name,
  input: CallableInput<Name>,
  expectedTotal: number,
  onProgress: (progress: BulkProgress) => void,
): Promise<CallableOutput<Name>> {
  return withRecentSignIn(async () => {
    onProgress({ processed: 0, total: expectedTotal });
    const result = await httpsCallable(functions, name).stream(input);
    for await (const chunk of result.stream) onProgress(bulkProgressSchema.parse(chunk));
    return callableEntry(name).output.parse(await result.data);
  });
}
