import type { CallableName } from '@management-center/contract';
import { type FunctionsError, httpsCallable } from 'firebase/functions';
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
