import type { CallableName } from '@management-center/contract';
import { lastSmsCode } from '@management-center/emulators/auth/sms-codes';
import { localWebConfig } from '@management-center/emulators/launcher/client-config';
import { inject } from 'vitest';
import { z } from 'zod';
import type { Account } from './clients.ts';
import { authOrigin, identityToolkit } from './identity-toolkit.ts';

// Second factors through the Auth emulator's REST API, as the web SDK drives it in a browser: the SDK's phone
// provider needs a page (its reCAPTCHA), which a suite in Node has not. A session is then an ID token, and a
// callable is called with it the way the Functions SDK does.

const backend = inject('backend');
const { emulators } = localWebConfig(backend);

const tokenSchema = z.object({ idToken: z.string() });
const passwordSignInSchema = z.union([
  tokenSchema,
  z.object({
    mfaPendingCredential: z.string(),
    mfaInfo: z.array(z.object({ mfaEnrollmentId: z.string() })),
  }),
]);

/** The code of the last SMS the local Auth emulator would have sent to `phoneNumber`. */
export function smsCode(phoneNumber: string): Promise<string> {
  return lastSmsCode(authOrigin, backend.projectId, phoneNumber);
}

export type PasswordSignIn = z.infer<typeof passwordSignInSchema>;

/** A sign-in with the password alone: a session, or the second factor it still needs. */
export function signInWithPassword({ email, password }: Account): Promise<PasswordSignIn> {
  return identityToolkit(
    'v1/accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
    passwordSignInSchema,
  );
}

/** The ID token of a sign-in that needs no second factor. */
export async function passwordSession(account: Account): Promise<string> {
  const signIn = await signInWithPassword(account);
  if (!('idToken' in signIn)) throw new Error(`${account.email} has to give a second factor`);
  return signIn.idToken;
}

/** Enrols `phoneNumber` (its SMS code read from the emulator) on the session's account: its new session. */
export async function enrolPhone(idToken: string, phoneNumber: string): Promise<string> {
  const { phoneSessionInfo } = await identityToolkit(
    'v2/accounts/mfaEnrollment:start',
    { idToken, phoneEnrollmentInfo: { phoneNumber } },
    z.object({ phoneSessionInfo: z.object({ sessionInfo: z.string() }) }),
  );
  const code = await smsCode(phoneNumber);
  const finished = await identityToolkit(
    'v2/accounts/mfaEnrollment:finalize',
    {
      idToken,
      displayName: 'Phone',
      phoneVerificationInfo: { sessionInfo: phoneSessionInfo.sessionInfo, code },
    },
    tokenSchema,
  );
  return finished.idToken;
}

/** Signs `account` in with its password alone and enrols `phoneNumber` on it: the session the enrolment gives. */
export async function enrolPhoneAfterPassword(account: Account, phoneNumber: string): Promise<string> {
  return enrolPhone(await passwordSession(account), phoneNumber);
}

/** A sign-in completed with the account's enrolled phone. */
export async function secondFactorSession(account: Account, phoneNumber: string): Promise<string> {
  const signIn = await signInWithPassword(account);
  if ('idToken' in signIn) throw new Error(`${account.email} signed in without a second factor`);
  const [factor] = signIn.mfaInfo;
  const { phoneResponseInfo } = await identityToolkit(
    'v2/accounts/mfaSignIn:start',
    { mfaPendingCredential: signIn.mfaPendingCredential, mfaEnrollmentId: factor?.mfaEnrollmentId },
    z.object({ phoneResponseInfo: z.object({ sessionInfo: z.string() }) }),
  );
  const code = await smsCode(phoneNumber);
  const finished = await identityToolkit(
    'v2/accounts/mfaSignIn:finalize',
    {
      mfaPendingCredential: signIn.mfaPendingCredential,
      phoneVerificationInfo: { sessionInfo: phoneResponseInfo.sessionInfo, code },
    },
    tokenSchema,
  );
  return finished.idToken;
}

const callableAnswerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ status: z.string(), message: z.string(), details: z.unknown().optional() }) }),
]);

export type CallableAnswer = z.infer<typeof callableAnswerSchema>;

/** Calls a callable with the session `idToken`, over the protocol the Functions SDK speaks. */
export async function callWithSession(
  idToken: string,
  name: CallableName,
  data: unknown,
): Promise<CallableAnswer> {
  const url = `http://${emulators.host}:${emulators.functions}/${backend.projectId}/us-central1/${name}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  return callableAnswerSchema.parse(await response.json());
}
