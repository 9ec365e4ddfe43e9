import { FirebaseError } from 'firebase/app';

// What the web SDK answers when the call may or may not have reached the function: its own 70 s timeout, a
// server that is not taking calls, and (status 0 or an unreadable answer) a connection that failed.
const uncertainOutcomeCodes: ReadonlySet<string> = new Set([
  'functions/deadline-exceeded',
  'functions/unavailable',
  'functions/internal',
]);

const maxRetries = 2;

/**
 * TanStack's `retry` for a mutation whose callable applies a repeated call once (it carries a key made before the
 * first attempt): a failure that leaves the outcome unknown is tried again, a refusal is final.
 */
export function retryUncertainFailure(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && error instanceof FirebaseError && uncertainOutcomeCodes.has(error.code);
}
