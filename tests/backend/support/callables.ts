import type { CallableName } from '@management-center/contract';
import { type FunctionsError, httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { type Account, webClient } from './clients.ts';

// Calls a callable through the Functions emulator as the web console does, signed in as `account` (or not).
export async function callAs(
  account: Account | undefined,
  name: CallableName,
  data: unknown,
): Promise<unknown> {
  const client = await webClient(account);
  try {
    return (await httpsCallable(client.functions, name)(data)).data;
  } finally {
    await client.close();
  }
}

/**
 * Calls a callable as a stream, as the console does for a long bulk action (httpsCallable(...).stream()): the
 * chunks it sent before its answer, and the answer.
 */
export async function streamAs(
  account: Account | undefined,
  name: CallableName,
  data: unknown,
): Promise<{ chunks: unknown[]; data: unknown }> {
  const client = await webClient(account);
  try {
    const result = await httpsCallable(client.functions, name).stream(data);
    const chunks: unknown[] = [];
    for await (const chunk of result.stream) chunks.push(chunk);
    return { chunks, data: await result.data };
  } finally {
    await client.close();
  }
}

export async function callFailure(
  account: Account | undefined,
  name: CallableName,
  data: unknown,
): Promise<FunctionsError> {
  try {
    await callAs(account, name, data);
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error(`${name} succeeded where a failure was expected`);
}

/**
 * The callable's answer as `schema` reads it, or the error the call failed with: for calls made through a fault,
 * after which either may come, and what matters is what the data says.
 */
export async function callSettled<Output>(
  account: Account | undefined,
  name: CallableName,
  data: unknown,
  schema: z.ZodType<Output>,
): Promise<Output | FunctionsError> {
  return callAs(account, name, data).then(
    (answer) => schema.parse(answer),
    (error: FunctionsError) => error,
  );
}
