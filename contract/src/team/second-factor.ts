// When the owners require a second factor (teamSettings' requireSecondFactor), every member's account carries this
// claim beside its role, set by the server with the role. The callables and all three rules files then refuse a
// token of such an account that was not signed in with a second factor: only the enrolment of one is left to it.
export const secondFactorRequiredClaim = 'secondFactorRequired';

// The `details.reason` of the permission-denied answer to such a token, by which the console knows to walk the
// member through enrolment.
export const secondFactorRequiredReason = 'second-factor-required';

// The `details.reason` of the failed-precondition answer to an owner who would require a second factor of the
// team without having signed in with one: the requirement would lock them out of their own console.
export const secondFactorFirstReason = 'second-factor-first';

/** Whether an ID token's claims show a sign-in completed with a second factor. */
export function signedInWithSecondFactor(claims: Readonly<Record<string, unknown>>): boolean {
  const { firebase } = claims;
  if (typeof firebase !== 'object' || firebase === null || !('sign_in_second_factor' in firebase))
    return false;
  const factor = firebase.sign_in_second_factor;
  return typeof factor === 'string' && factor.length > 0;
}

/** Whether a token comes from an account the team requires a second factor of, signed in without one. */
export function lacksRequiredSecondFactor(claims: Readonly<Record<string, unknown>>): boolean {
  return claims[secondFactorRequiredClaim] === true && !signedInWithSecondFactor(claims);
}

// lacksRequiredSecondFactor negated, as database.rules.json says it (a missing claim reads as null there).
export const secondFactorDatabaseCondition = `(auth.token.${secondFactorRequiredClaim} != true || auth.token.firebase.sign_in_second_factor != null)`;
