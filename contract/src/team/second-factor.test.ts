import { describe, expect, it } from 'vitest';
import {
  lacksRequiredSecondFactor,
  secondFactorRequiredClaim,
  signedInWithSecondFactor,
} from './second-factor.ts';

// The claims as Auth puts them in an ID token: `firebase.sign_in_second_factor` only after a second factor.
const passwordOnly = { role: 'support', firebase: { sign_in_provider: 'password' } };
const withPhone = {
  role: 'support',
  firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone', second_factor_identifier: 'f1' },
};
const required = { [secondFactorRequiredClaim]: true };

describe('lacksRequiredSecondFactor', () => {
  it('holds for a token of an account that must use one, signed in without', () => {
    expect(lacksRequiredSecondFactor({ ...passwordOnly, ...required })).toBe(true);
    expect(lacksRequiredSecondFactor({ ...required })).toBe(true);
    expect(lacksRequiredSecondFactor({ ...required, firebase: { sign_in_second_factor: '' } })).toBe(true);
  });

  it('does not hold once signed in with one, nor where the team requires none', () => {
    expect(lacksRequiredSecondFactor({ ...withPhone, ...required })).toBe(false);
    expect(lacksRequiredSecondFactor(passwordOnly)).toBe(false);
    // Only the claim the server sets counts: a string is not it.
    expect(lacksRequiredSecondFactor({ ...passwordOnly, [secondFactorRequiredClaim]: 'true' })).toBe(false);
  });
});

describe('signedInWithSecondFactor', () => {
  it('reads the factor Auth names in the token', () => {
    expect(signedInWithSecondFactor(withPhone)).toBe(true);
    expect(signedInWithSecondFactor(passwordOnly)).toBe(false);
    expect(signedInWithSecondFactor({ firebase: null })).toBe(false);
  });
});
