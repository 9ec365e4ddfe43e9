import type { StringParam } from 'firebase-functions/params';
import { z } from 'zod';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A base URL that the functions send an API key to. Deployed, it must be https: a mistyped parameter would
 * otherwise hand the key to anyone on the path. Plain http is allowed only to this machine, in the Functions
 * emulator, where the local stand-ins listen.
 */
export function checkedSecretRecipientUrl(name: string, value: string, runsInEmulator: boolean): string {
  const url = z.url().safeParse(value);
  if (url.success) {
    const { protocol, hostname } = new URL(url.data);
    if (protocol === 'https:') return url.data;
    if (protocol === 'http:' && runsInEmulator && loopbackHosts.has(hostname)) return url.data;
  }
  throw new Error(
    `${name} must be an https:// URL${runsInEmulator ? ' (or http:// to this machine)' : ''}: ${value}`,
  );
}

// Thrown as a plain error: a callable logs it and answers `internal`; the mail sender logs it and retries later.
export function secretRecipientBaseUrl(parameter: StringParam): string {
  return checkedSecretRecipientUrl(
    parameter.name,
    parameter.value(),
    process.env.FUNCTIONS_EMULATOR === 'true',
  );
}
