import { FirebaseError } from 'firebase/app';

/** A callable's refusal with this code whose details name this reason, by which the console knows what to do. */
export function isCallableRefusal(error: unknown, code: string, reason: string): boolean {
  return (
    error instanceof FirebaseError &&
    error.code === `functions/${code}` &&
    'details' in error &&
    typeof error.details === 'object' &&
    error.details !== null &&
    'reason' in error.details &&
    error.details.reason === reason
  );
}
