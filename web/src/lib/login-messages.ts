import { loginMessages } from '@management-center/contract';

const messageByAuthCode: Record<string, string> = {
  'auth/wrong-password': loginMessages.wrongPassword,
  'auth/too-many-requests': loginMessages.tooManyRequests,
  'auth/invalid-email': loginMessages.invalidEmail,
  'auth/invalid-credential': loginMessages.invalidCredential,
};

function authCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

// docs/product.md, Login and session: known sign-in failures get the catalogue's words, anything else the
// provider's own message.
export function loginErrorMessage(error: unknown): string {
  const known = messageByAuthCode[authCodeOf(error) ?? ''];
  if (known) return known;
  return error instanceof Error ? error.message : String(error);
}
