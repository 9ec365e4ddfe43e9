import { loginMessages } from '@management-center/contract/sign-in';
import { authCodeOf } from './auth-errors.ts';

const messageByAuthCode: Record<string, string> = {
  'auth/wrong-password': loginMessages.wrongPassword,
  'auth/too-many-requests': loginMessages.tooManyRequests,
  'auth/invalid-email': loginMessages.invalidEmail,
  'auth/invalid-credential': loginMessages.invalidCredential,
};

// docs/product.md, Login and session: known sign-in failures get the catalogue's words, anything else the
// provider's own message.
export function loginErrorMessage(error: unknown): string {
  const known = messageByAuthCode[authCodeOf(error) ?? ''];
  if (known) return known;
  return error instanceof Error ? error.message : String(error);
}
