// Whose account a role goes to. App users sign up in the same Auth project as the team: an address can have an
// account before anyone invites it, made by whoever typed the address first, with other ways in (a phone, another
// provider, a second factor) that its real owner never set up. The team's protections (a recent sign-in, the
// password asked again, the invitation link read in the mailbox) assume an account its holder can only enter with
// the address's mailbox and a password, so an account that has anything else is named before it is given power.

/** What the server reads of a sign-in account to judge whose it is. */
export interface SignInAccountFacts {
  emailVerified: boolean;
  // Auth's provider ids: password, phone, google.com...
  providers: readonly string[];
  // Whether anyone ever signed in to it (Auth's last sign-in time).
  signedInBefore: boolean;
}

// Said the same way by `npm run team:grant-owner` and by an invitation.
export const accountObjectionTexts = {
  unverified: 'its e-mail address is not verified',
  otherProviders: 'it does not sign in with e-mail and password alone',
} as const;

function otherProviders({ providers }: SignInAccountFacts): boolean {
  return providers.some((provider) => provider !== 'password');
}

/** Why the command line should not make the account an owner (none: it may). */
export function ownerGrantObjections(facts: SignInAccountFacts): string[] {
  return [
    ...(facts.emailVerified ? [] : [accountObjectionTexts.unverified]),
    ...(facts.providers.length === 0 || otherProviders(facts) ? [accountObjectionTexts.otherProviders] : []),
  ];
}

/**
 * Why an invitation should not give the account a role as it is (none: it may). An account the invitation made, or
 * one with a password that nobody used yet, is fine: accepting sets the password and proves the mailbox. One that
 * someone signed in to without proving the address (and may have given a second factor of theirs), or that can be
 * entered another way, may be someone else's. A second factor on a verified account was enrolled by whoever proved
 * the mailbox, as Auth enrols none on an unverified address.
 */
export function invitationObjections(facts: SignInAccountFacts): string[] {
  return [
    ...(!facts.emailVerified && facts.signedInBefore ? [accountObjectionTexts.unverified] : []),
    ...(otherProviders(facts) ? [accountObjectionTexts.otherProviders] : []),
  ];
}

// The `details.reason` of the refusal to invite such an account, by which the console offers to take it over.
export const accountNotBoundReason = 'account-not-bound';

export function accountNotBoundMessage(email: string, objections: readonly string[]): string {
  return `${email} already has an account that may not be theirs: ${objections.join(' and ')}. Invite them only if you take the account over: accepting the invitation then removes every other way of signing in to it.`;
}
