import { describe, expect, it } from 'vitest';
import { accountObjectionTexts, invitationObjections, ownerGrantObjections } from './account-binding.ts';

const madeByTheServer = { emailVerified: false, providers: [], signedInBefore: false };
const registeredInTheApp = { emailVerified: false, providers: ['password'], signedInBefore: true };
const provedMailbox = { emailVerified: true, providers: ['password'], signedInBefore: true };

describe('whose account a role goes to', () => {
  it('lets an invitation take an account the server made, or a password nobody used yet', () => {
    expect(invitationObjections(madeByTheServer)).toEqual([]);
    expect(invitationObjections({ ...registeredInTheApp, signedInBefore: false })).toEqual([]);
    expect(invitationObjections(provedMailbox)).toEqual([]);
  });

  it('names an address someone entered without proving it, and any way in but a password', () => {
    expect(invitationObjections(registeredInTheApp)).toEqual([accountObjectionTexts.unverified]);
    expect(invitationObjections({ ...provedMailbox, providers: ['password', 'phone'] })).toEqual([
      accountObjectionTexts.otherProviders,
    ]);
    expect(invitationObjections({ ...registeredInTheApp, providers: ['google.com'] })).toEqual([
      accountObjectionTexts.unverified,
      accountObjectionTexts.otherProviders,
    ]);
  });

  it('makes an owner from the command line only of a proved address with a password alone', () => {
    expect(ownerGrantObjections(provedMailbox)).toEqual([]);
    expect(ownerGrantObjections(madeByTheServer)).toEqual([
      accountObjectionTexts.unverified,
      accountObjectionTexts.otherProviders,
    ]);
  });
});
