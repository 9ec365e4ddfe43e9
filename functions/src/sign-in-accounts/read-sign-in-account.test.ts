import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { maskedPhoneNumber, signInAccountView } from './read-sign-in-account.ts';

// The parts of Auth's UserRecord the view reads, as the Admin SDK gives them.
function accountWith(fields: Record<string, unknown>): UserRecord {
  return {
    uid: 'user-1',
    email: 'ada@example.com',
    emailVerified: false,
    disabled: false,
    metadata: { creationTime: 'Thu, 26 Nov 2026 10:00:00 GMT' },
    providerData: [{ providerId: 'password' }],
    ...fields,
  } as unknown as UserRecord;
}

describe('signInAccountView', () => {
  it("gives Auth's times in milliseconds, and null for what never happened", () => {
    const view = signInAccountView(
      accountWith({
        metadata: {
          creationTime: 'Thu, 26 Nov 2026 10:00:00 GMT',
          lastSignInTime: 'Fri, 27 Nov 2026 08:30:00 GMT',
          lastRefreshTime: null,
        },
      }),
    );
    expect(view).toMatchObject({
      createdAt: Date.UTC(2026, 10, 26, 10),
      lastSignInAt: Date.UTC(2026, 10, 27, 8, 30),
      lastActiveAt: null,
      providers: ['password'],
      email: 'ada@example.com',
    });
  });

  it('lists each phone factor with its last digits only, and when it was enrolled', () => {
    const view = signInAccountView(
      accountWith({
        multiFactor: {
          enrolledFactors: [
            {
              uid: 'f1',
              factorId: 'phone',
              phoneNumber: '+447700900123',
              displayName: 'Work',
              enrollmentTime: 'Wed, 25 Nov 2026 12:00:00 GMT',
            },
          ],
        },
      }),
    );
    expect(view.secondFactors).toEqual([
      { phoneNumber: '•••••••••0123', displayName: 'Work', enrolledAt: Date.UTC(2026, 10, 25, 12) },
    ]);
  });
});

describe('maskedPhoneNumber', () => {
  it('shows the last four digits only', () => {
    expect(maskedPhoneNumber('+15555550123')).toBe('••••••••0123');
    expect(maskedPhoneNumber('123')).toBe('123');
  });
});
