import { type CallableName, callableRegistry } from '@management-center/contract';
import type { CallableRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as deployed from './index.ts';

// The console calls a callable by its registry name; the deploy names each function after its export.
const exportedCallables = Object.entries(deployed).filter(
  ([, exported]) => exported.__endpoint.callableTrigger !== undefined,
);

afterEach(() => {
  vi.restoreAllMocks();
});

// A callable of the team refuses a caller who is not signed in; an invitee's asks for no sign-in and refuses the
// empty input.
function refusalWithoutSignIn(name: string): string {
  return name in callableRegistry && callableRegistry[name as CallableName].permission === null
    ? 'invalid-argument'
    : 'unauthenticated';
}

describe('the deployed callables', () => {
  it('are exactly the callables of the registry, each exported under its name', () => {
    expect(exportedCallables.map(([name]) => name).sort()).toEqual(Object.keys(callableRegistry).sort());
  });

  it('each act as the callable they are exported as: their refusals and audit entries name it', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const notSignedIn = { data: {}, auth: undefined, acceptsStreaming: false } as unknown as CallableRequest;
    const actedAs: Record<string, unknown> = {};
    for (const [name, callable] of exportedCallables) {
      warned.mockClear();
      await expect(
        (callable as unknown as { run: (request: CallableRequest) => Promise<unknown> }).run(notSignedIn),
      ).rejects.toMatchObject({ code: refusalWithoutSignIn(name) });
      actedAs[name] = warned.mock.calls[0]?.[1];
    }
    expect(actedAs).toEqual(
      Object.fromEntries(
        exportedCallables.map(([name]) => [name, expect.objectContaining({ callable: name })]),
      ),
    );
  });
});
