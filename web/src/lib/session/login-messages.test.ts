import { loginMessages } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-messages.ts';

function authError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('loginErrorMessage', () => {
  it.each([
    ['auth/wrong-password', loginMessages.wrongPassword],
    ['auth/too-many-requests', loginMessages.tooManyRequests],
    ['auth/invalid-email', loginMessages.invalidEmail],
    ['auth/invalid-credential', loginMessages.invalidCredential],
  ])('answers %s with the catalogue text', (code, message) => {
    expect(loginErrorMessage(authError(code))).toBe(message);
  });

  it("shows the provider's own message for any other failure", () => {
    expect(loginErrorMessage(authError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).'))).toBe(
      'Firebase: Error (auth/user-disabled).',
    );
    expect(loginErrorMessage(new Error('network down'))).toBe('network down');
  });
});
