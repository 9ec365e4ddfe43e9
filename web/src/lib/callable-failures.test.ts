import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableFailureReporting } from './callable-failures.ts';
import { notifyFailure } from './notify.ts';

vi.mock('./notify.ts', () => ({ notifyFailure: vi.fn(), notifySuccess: vi.fn() }));

describe('callableFailureReporting', () => {
  const client = new QueryClient({ mutationCache: callableFailureReporting() });

  afterEach(() => vi.mocked(notifyFailure).mockClear());

  function run(mutationFn: () => Promise<unknown>, meta?: { failureMessage?: (reason: string) => string }) {
    return new MutationObserver(client, { mutationFn, meta }).mutate().catch(() => undefined);
  }

  it("reports a failed mutation once, in the server's words without the status the web SDK appends", async () => {
    await run(() => Promise.reject(new Error('userIds: must name at least one id [400]')));
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledWith('userIds: must name at least one id');
  });

  it('keeps a message without a status as it is', async () => {
    await run(() => Promise.reject(new Error('network error')));
    expect(notifyFailure).toHaveBeenCalledWith('network error');
  });

  it("words the failure the mutation's own way where its meta says how", async () => {
    await run(() => Promise.reject(new Error('the image must be at most 5 MB [400]')), {
      failureMessage: (reason) => `Upload failed: ${reason}`,
    });
    expect(notifyFailure).toHaveBeenCalledWith('Upload failed: the image must be at most 5 MB');
  });

  it('reports nothing for a mutation that succeeds', async () => {
    await run(() => Promise.resolve('done'));
    expect(notifyFailure).not.toHaveBeenCalled();
  });
});
