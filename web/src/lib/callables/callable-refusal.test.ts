import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { isCallableRefusal } from './callable-refusal.ts';

function refusal(code: string, details: unknown): FirebaseError {
  return Object.assign(new FirebaseError(code, 'refused'), { details });
}

describe('a callable refusal', () => {
  it('is recognised by its code and the reason its details name', () => {
    const error = refusal('functions/unauthenticated', { reason: 'member-access-changed' });
    expect(isCallableRefusal(error, 'unauthenticated', 'member-access-changed')).toBe(true);
  });

  it('is not one of another code, another reason, no details, or an error of another kind', () => {
    const details = { reason: 'member-access-changed' };
    expect(
      isCallableRefusal(refusal('functions/permission-denied', details), 'unauthenticated', details.reason),
    ).toBe(false);
    expect(
      isCallableRefusal(
        refusal('functions/unauthenticated', { reason: 'other' }),
        'unauthenticated',
        details.reason,
      ),
    ).toBe(false);
    expect(
      isCallableRefusal(refusal('functions/unauthenticated', null), 'unauthenticated', details.reason),
    ).toBe(false);
    expect(isCallableRefusal(new Error('functions/unauthenticated'), 'unauthenticated', details.reason)).toBe(
      false,
    );
  });
});
