import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { retryUncertainFailure } from './uncertain-failure-retry.ts';

const failure = (code: string) => new FirebaseError(`functions/${code}`, code);

describe('retryUncertainFailure', () => {
  it.each(['deadline-exceeded', 'unavailable', 'internal'])(
    'tries a call that failed with %s again, twice at most',
    (code) => {
      expect(retryUncertainFailure(0, failure(code))).toBe(true);
      expect(retryUncertainFailure(1, failure(code))).toBe(true);
      expect(retryUncertainFailure(2, failure(code))).toBe(false);
    },
  );

  it.each(['invalid-argument', 'permission-denied', 'unauthenticated', 'not-found', 'failed-precondition'])(
    'takes %s as the answer',
    (code) => {
      expect(retryUncertainFailure(0, failure(code))).toBe(false);
    },
  );

  it('takes an error that is not the SDK’s as the answer', () => {
    expect(retryUncertainFailure(0, new Error('functions/internal'))).toBe(false);
  });
});
