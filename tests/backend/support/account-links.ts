import { z } from 'zod';
import { identityToolkit } from './identity-toolkit.ts';

/** The one-time code of an Auth action link (a password reset, an e-mail verification) in an e-mail's text. */
export function oobCodeIn(text: string): string {
  const link = /(https?:\/\/\S+)/.exec(text)?.[1];
  const code = link === undefined ? null : new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error(`No action link with a code in: ${text}`);
  return code;
}

/** Follows a password reset link as Auth's handler page does: the account gets `newPassword`. */
export async function resetPasswordWith(oobCode: string, newPassword: string): Promise<void> {
  await identityToolkit('v1/accounts:resetPassword', { oobCode, newPassword }, z.object({}).loose());
}

/** Follows a verification link as Auth's handler page does: the account's address is verified. */
export async function verifyEmailWith(oobCode: string): Promise<void> {
  await identityToolkit('v1/accounts:update', { oobCode }, z.object({}).loose());
}
