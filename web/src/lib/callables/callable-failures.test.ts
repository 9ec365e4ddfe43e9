import { accessMessages, signInAgainReason } from '@management-center/contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { signOut } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyFailure } from '../notices/notify.ts';
import { RecentSignInCancelled } from '../session/recent-sign-in.ts';
import { takeSessionEndNotice } from '../session/session-end.ts';
import { callableFailureReporting } from './callable-failures.ts';

vi.mock('../notices/notify.ts', () => ({ notifyFailure: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../firebase/firebase.ts', () => ({ auth: {} }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signOut: vi.fn(async () => {}),
}));

// What the web SDK rejects a call with (its FunctionsError): a FirebaseError with the server's details.
function functionsError(code: string, message: string, details: unknown) {
  return Object.assign(new FirebaseError(`functions/${code}`, message), { details });
}

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

  it('reports nothing when the administrator cancelled the password dialog', async () => {
    await run(() => Promise.reject(new RecentSignInCancelled()));
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('signs out a session the server ended, leaving its message for the login page', async () => {
    const answer = functionsError('unauthenticated', `${accessMessages.signInAgain} [401]`, {
      reason: signInAgainReason,
    });
    await run(() => Promise.reject(answer));
    expect(notifyFailure).not.toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledOnce();
    expect(takeSessionEndNotice()).toBe(accessMessages.signInAgain);
    expect(takeSessionEndNotice()).toBeUndefined();
  });

  it('reports any other unauthenticated answer (App Check) without signing out', async () => {
    vi.mocked(signOut).mockClear();
    await run(() =>
      Promise.reject(
        functionsError('unauthenticated', 'This console is not verified by App Check.', undefined),
      ),
    );
    expect(notifyFailure).toHaveBeenCalledWith('This console is not verified by App Check.');
    expect(signOut).not.toHaveBeenCalled();
  });
});
