// The `details.reason` of the callables' refusals by which the console knows what to ask of the member: the
// login page reads them, so they stay apart from the callables' schemas (member-access.ts decides when).

// The unauthenticated answer to a token signed in before the member's access changed: the console signs out.
export const signInAgainReason = 'member-access-changed';

// The failed-precondition answer to a change of power from a session older than recentSignInMaxAgeSeconds: the
// console asks for the password.
export const recentSignInRequiredReason = 'recent-sign-in-required';
