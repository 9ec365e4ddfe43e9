import { recentSignInRequiredReason } from '@management-center/contract';
import { FirebaseError } from 'firebase/app';
import { type MultiFactorResolver, reauthenticateWithCredential } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPasswordRequest, RecentSignInCancelled, withRecentSignIn } from './recent-sign-in.ts';

const { getIdToken } = vi.hoisted(() => ({ getIdToken: vi.fn(async () => 'fresh-token') }));
vi.mock('../firebase/firebase.ts', () => ({
  auth: { currentUser: { email: 'admin@example.com', getIdToken } },
}));
const { secondFactorResolver } = vi.hoisted(() => ({
  secondFactorResolver: { hints: [], session: {} } as unknown as MultiFactorResolver,
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reauthenticateWithCredential: vi.fn(async () => ({})),
  getMultiFactorResolver: vi.fn(() => secondFactorResolver),
}));

const recentSignInRequired = Object.assign(
  new FirebaseError('functions/failed-precondition', 'sign in again'),
  { details: { reason: recentSignInRequiredReason } },
);

// A call the server refuses once for want of a recent sign-in, and answers after it.
function callNeedingRecentSignIn() {
  return vi.fn<() => Promise<string>>().mockRejectedValueOnce(recentSignInRequired).mockResolvedValue('done');
}

// The dialog opens on the password request; here the test answers it.
async function passwordRequest() {
  await vi.waitFor(() => expect(currentPasswordRequest()).toBeDefined());
  const request = currentPasswordRequest();
  if (!request) throw new Error('No password request');
  return request;
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('withRecentSignIn', () => {
  it('makes the call once when the server asks for nothing', async () => {
    const call = vi.fn(async () => 'done');
    await expect(withRecentSignIn(call)).resolves.toBe('done');
    expect(call).toHaveBeenCalledOnce();
  });

  it('asks for the password, signs in again, takes a fresh token and makes the call again', async () => {
    const call = callNeedingRecentSignIn();
    const result = withRecentSignIn(call);
    await (await passwordRequest()).prove('the-password');
    await expect(result).resolves.toBe('done');
    expect(reauthenticateWithCredential).toHaveBeenCalledOnce();
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(call).toHaveBeenCalledTimes(2);
    expect(currentPasswordRequest()).toBeUndefined();
  });

  it('keeps asking after a wrong password', async () => {
    vi.mocked(reauthenticateWithCredential).mockRejectedValueOnce(
      new FirebaseError('auth/wrong-password', 'no'),
    );
    const call = callNeedingRecentSignIn();
    const result = withRecentSignIn(call);
    const request = await passwordRequest();
    await expect(request.prove('wrong')).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(currentPasswordRequest()).toBe(request);
    await request.prove('the-password');
    await expect(result).resolves.toBe('done');
  });

  it('asks an account with a second factor for its code before it makes the call again', async () => {
    vi.mocked(reauthenticateWithCredential).mockRejectedValueOnce(
      new FirebaseError('auth/multi-factor-auth-required', 'second factor'),
    );
    const call = callNeedingRecentSignIn();
    const result = withRecentSignIn(call);
    const request = await passwordRequest();
    await expect(request.prove('the-password')).resolves.toBe(secondFactorResolver);
    // The password alone proves nothing yet: the request stays open, the call waits.
    expect(currentPasswordRequest()).toBe(request);
    expect(getIdToken).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledOnce();
    await request.proved();
    await expect(result).resolves.toBe('done');
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('makes no second call when the dialog is cancelled', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(recentSignInRequired);
    const result = withRecentSignIn(call);
    (await passwordRequest()).cancel();
    await expect(result).rejects.toBeInstanceOf(RecentSignInCancelled);
    expect(call).toHaveBeenCalledOnce();
  });

  it('passes any other failure on without asking', async () => {
    const other = new FirebaseError('functions/failed-precondition', 'not restorable');
    await expect(withRecentSignIn(() => Promise.reject(other))).rejects.toBe(other);
    expect(currentPasswordRequest()).toBeUndefined();
  });
});
