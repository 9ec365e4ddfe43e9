import { callableRegistry } from '@management-center/contract';
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
      ).rejects.toMatchObject({ code: 'unauthenticated' });
      actedAs[name] = warned.mock.calls[0]?.[1];
    }
    expect(actedAs).toEqual(
      Object.fromEntries(
        exportedCallables.map(([name]) => [name, expect.objectContaining({ callable: name })]),
      ),
    );
  });
});
