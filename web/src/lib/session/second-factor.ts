import {
  type MultiFactorInfo,
  type MultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type PhoneMultiFactorInfo,
  RecaptchaVerifier,
  type User,
} from 'firebase/auth';
import { auth } from '../firebase/firebase.ts';
import { authCodeOf } from './auth-errors.ts';
import { loginErrorMessage } from './login-messages.ts';

// A phone number as a second factor, sent a code by SMS: enrolled from the account page (or at sign-in, where the
// team requires one), asked for at every sign-in after. Auth asks for a reCAPTCHA before each SMS; the invisible
// one is attached to an element of the form that sends it, and against the local Auth emulator the SDK answers
// it itself.

const messageByAuthCode: Record<string, string> = {
  'auth/invalid-phone-number': 'Enter the number with its country code, like +44 7700 900123.',
  'auth/missing-phone-number': 'Enter the number with its country code, like +44 7700 900123.',
  'auth/invalid-verification-code': 'That code is not the one sent: check the SMS and type it again.',
  'auth/missing-verification-code': 'Enter the 6-digit code from the SMS.',
  'auth/code-expired': 'That code has expired: send a new one.',
  'auth/second-factor-already-in-use': 'This number is already a second factor of your account.',
  'auth/unverified-email':
    'Your e-mail address is not verified yet: ask an owner of the team to invite you again.',
  'auth/requires-recent-login': 'For your safety, sign out and in again, then set up the second factor.',
  'auth/quota-exceeded': 'Too many codes were sent for now: try again later.',
};

/** What to tell the member about a failed step of a second factor. */
export function secondFactorErrorMessage(error: unknown): string {
  return messageByAuthCode[authCodeOf(error) ?? ''] ?? loginErrorMessage(error);
}

function isPhoneFactor(factor: MultiFactorInfo): factor is PhoneMultiFactorInfo {
  return factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID;
}

/** The phone numbers enrolled on the account, as Auth shows them (all but the last digits hidden). */
export function enrolledPhones(user: User): PhoneMultiFactorInfo[] {
  return multiFactor(user).enrolledFactors.filter(isPhoneFactor);
}

/** The phone a sign-in's code goes to. */
export function signInPhone(resolver: MultiFactorResolver): PhoneMultiFactorInfo | undefined {
  return resolver.hints.find(isPhoneFactor);
}

async function withVerifier<Result>(
  element: HTMLElement,
  send: (verifier: RecaptchaVerifier) => Promise<Result>,
): Promise<Result> {
  const verifier = new RecaptchaVerifier(auth, element, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
  }
}

/** Sends the code that proves `phoneNumber` is the member's: the verification id the code is confirmed with. */
export async function sendEnrolmentCode(
  user: User,
  phoneNumber: string,
  element: HTMLElement,
): Promise<string> {
  const session = await multiFactor(user).getSession();
  return withVerifier(element, (verifier) =>
    new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier),
  );
}

/** Enrols the phone whose code was sent; the session then counts as signed in with it. */
export async function confirmEnrolment(
  user: User,
  verificationId: string,
  code: string,
  displayName: string,
): Promise<void> {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  await multiFactor(user).enroll(assertion, displayName);
  await user.getIdToken(true);
}

/** Sends the sign-in's code to the enrolled phone. */
export async function sendSignInCode(resolver: MultiFactorResolver, element: HTMLElement): Promise<string> {
  const multiFactorHint = signInPhone(resolver);
  if (multiFactorHint === undefined) throw new Error('This account has no phone to send a code to.');
  return withVerifier(element, (verifier) =>
    new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint, session: resolver.session }, verifier),
  );
}

/** Completes the sign-in with the code from the SMS. */
export async function confirmSignIn(
  resolver: MultiFactorResolver,
  verificationId: string,
  code: string,
): Promise<User> {
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  return (await resolver.resolveSignIn(assertion)).user;
}

/** Removes an enrolled phone. Auth then ends the account's other sessions. */
export async function removePhone(user: User, factor: PhoneMultiFactorInfo): Promise<void> {
  await multiFactor(user).unenroll(factor);
}
