// @vitest-environment happy-dom
import { accessMessages, teamSettingsPath } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import type { PhoneMultiFactorInfo } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { auth } from '../../lib/firebase/firebase.ts';
import { endSession, takeSessionEndNotice } from '../../lib/session/session-end.ts';
import { AccountPage } from './AccountPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

// The signed-in member's second factors as Auth keeps them on the user object, and what was asked of Auth. A code
// is "sent" to any number; `refusals` makes a step fail as Auth would.
const phoneAuth = vi.hoisted(() => ({
  factors: [] as PhoneMultiFactorInfo[],
  refusals: {} as Partial<Record<'enroll' | 'unenroll', Error>>,
  verifyPhoneNumber: vi.fn(async (_options: unknown, _verifier: unknown) => 'verification-1'),
  enroll: vi.fn(),
  unenroll: vi.fn(),
}));

vi.mock('firebase/auth', async () => ({
  signOut: vi.fn(),
  multiFactor: () => ({
    enrolledFactors: phoneAuth.factors,
    getSession: async () => 'enrolment-session',
    enroll: async (assertion: unknown, displayName: string) => {
      phoneAuth.enroll(assertion, displayName);
      if (phoneAuth.refusals.enroll) throw phoneAuth.refusals.enroll;
      phoneAuth.factors.push(phone('factor-new', '+44 ••• ••• 0123', Date.UTC(2026, 0, 20)));
    },
    unenroll: async (factor: PhoneMultiFactorInfo) => {
      phoneAuth.unenroll(factor);
      if (phoneAuth.refusals.unenroll) throw phoneAuth.refusals.unenroll;
      phoneAuth.factors.splice(phoneAuth.factors.indexOf(factor), 1);
    },
  }),
  ...(await import('../../../test-support/phone-sign-in-classes.ts')).phoneSignInClasses(
    phoneAuth.verifyPhoneNumber,
  ),
}));

function phone(uid: string, phoneNumber: string, enrolledAt: number): PhoneMultiFactorInfo {
  return {
    uid,
    factorId: 'phone',
    phoneNumber,
    displayName: null,
    enrollmentTime: new Date(enrolledAt).toUTCString(),
  };
}

const workPhone = phone('factor-work', '+44 ••• ••• 4567', Date.UTC(2026, 0, 2));
const sparePhone = phone('factor-spare', '+1 ••• ••• 9876', Date.UTC(2026, 0, 3));

beforeEach(() => {
  phoneAuth.factors.splice(0, phoneAuth.factors.length);
  phoneAuth.refusals = {};
  phoneAuth.verifyPhoneNumber.mockClear();
  phoneAuth.enroll.mockClear();
  phoneAuth.unenroll.mockClear();
  Object.assign(auth, {
    currentUser: { uid: 'uid-editor', email: 'editor@example.com', getIdToken: async () => 'token' },
  });
  answerCalls({});
});

const requiredText =
  'Your team requires one: signing in asks for your password and a code sent by SMS to your phone.';

interface AccountOptions {
  role?: 'editor' | 'support';
  requireSecondFactor?: boolean;
}

async function renderAccount({ role = 'editor', requireSecondFactor = false }: AccountOptions = {}) {
  storedData.set(teamSettingsPath, { idleTimeoutMinutes: 30, sessionHours: 12, requireSecondFactor });
  const rendered = renderInConsole(<AccountPage />, { at: '/account', role });
  // Until the team's settings are read, the card speaks as if none were required.
  if (requireSecondFactor) await screen.findByText(requiredText);
  return rendered;
}

function secondFactorCard(): HTMLElement {
  const card = screen
    .getByRole('heading', { name: 'Second factor' })
    .closest<HTMLElement>('.mantine-Card-root');
  if (!card) throw new Error('No second factor card');
  return card;
}

async function confirmIn(user: UserEvent, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the member and their role', () => {
  it("shows the member's address and what their role may do", async () => {
    await renderAccount({ role: 'support' });
    screen.getByRole('heading', { level: 1, name: 'My account' });
    screen.getByText('editor@example.com');
    screen.getByText('Support: what your role may do');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'See users, their records and the trash',
      'Send users a password reset or e-mail verification link',
      'See feedback and the schedule',
      'Approve feedback and schedule a date',
      'Their own account: its second factor, sign out everywhere',
    ]);
  });
});

describe('the second factor', () => {
  it('says there is none yet, and that a team not requiring one lets the member add one', async () => {
    await renderAccount();
    const card = secondFactorCard();
    within(card).getByText('No second factor yet.');
    within(card).getByText(
      'Signing in then asks for your password and a code sent by SMS to your phone: a stolen password alone no longer opens the console.',
    );
    within(card).getByRole('button', { name: 'Add a phone' });
  });

  it('lists each phone, and lets a team that requires one keep the last', async () => {
    phoneAuth.factors.push(workPhone);
    await renderAccount({ requireSecondFactor: true });
    const card = secondFactorCard();
    within(card).getByText(/^\+44 ••• ••• 4567/);
    expect(within(card).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('offers to remove any phone of several, even where the team requires one', async () => {
    phoneAuth.factors.push(workPhone, sparePhone);
    await renderAccount({ requireSecondFactor: true });
    expect(within(secondFactorCard()).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  });

  it('removes a phone once confirmed', async () => {
    phoneAuth.factors.push(workPhone);
    const { user } = await renderAccount();
    await user.click(within(secondFactorCard()).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this second factor?' });
    within(dialog).getByText('Signing in no longer sends a code to +44 ••• ••• 4567.');
    expect(phoneAuth.unenroll).not.toHaveBeenCalled();

    await confirmIn(user, 'Remove this second factor?');
    await screen.findByText('+44 ••• ••• 4567 is no longer a second factor of your account.');
    expect(phoneAuth.unenroll).toHaveBeenCalledWith(workPhone);
    within(secondFactorCard()).getByText('No second factor yet.');
  });

  it('says why a phone could not be removed, and keeps it', async () => {
    phoneAuth.factors.push(workPhone);
    phoneAuth.refusals.unenroll = new FirebaseError('auth/requires-recent-login', 'Firebase: Error.');
    const { user } = await renderAccount();
    await user.click(within(secondFactorCard()).getByRole('button', { name: 'Remove' }));
    await confirmIn(user, 'Remove this second factor?');
    await screen.findByText('For your safety, sign out and in again, then set up the second factor.');
    within(secondFactorCard()).getByText(/^\+44 ••• ••• 4567/);
  });

  it('adds a phone: a code goes to the number typed, and the code sent enrols it', async () => {
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Add a phone' }));
    await replaceText(
      user,
      screen.getByRole('textbox', { name: /^Mobile phone number/ }),
      '+44 (7700) 900-123',
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter the code we sent by SMS to +44 (7700) 900-123.');
    expect(phoneAuth.verifyPhoneNumber).toHaveBeenCalledWith(
      { phoneNumber: '+447700900123', session: 'enrolment-session' },
      expect.anything(),
    );

    await replaceText(user, screen.getByRole('textbox', { name: /^Code from the SMS/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Your phone is now a second factor: signing in asks for a code sent to it.');
    expect(phoneAuth.enroll).toHaveBeenCalledWith(
      { credential: { verificationId: 'verification-1', code: '123456' } },
      'Phone ending 0123',
    );
    within(secondFactorCard()).getByText(/^\+44 ••• ••• 0123/);
    within(secondFactorCard()).getByRole('button', { name: 'Add a phone' });
  });

  it('says so when the code typed is not the one sent, and enrols nothing', async () => {
    phoneAuth.refusals.enroll = new FirebaseError('auth/invalid-verification-code', 'Firebase: Error.');
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Add a phone' }));
    await replaceText(user, screen.getByRole('textbox', { name: /^Mobile phone number/ }), '+447700900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await replaceText(user, await screen.findByRole('textbox', { name: /^Code from the SMS/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not the one sent: check the SMS and type it again.',
    );
    within(secondFactorCard()).getByText('No second factor yet.');
  });
});

describe('signing out everywhere', () => {
  it('ends every session once confirmed, the sign-out that follows saying why', async () => {
    answerCalls({ signOutEverywhere: async () => ({ signedOutAt: Date.UTC(2026, 0, 20) }) });
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' })).getByText(
      'Every session of your account ends at once, on every device, this console included.',
    );
    expect(inputsSentTo('signOutEverywhere')).toEqual([]);

    await confirmIn(user, 'Sign out everywhere?');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inputsSentTo('signOutEverywhere')).toEqual([{}]);
    // Whichever watch of the console notices the revoked session first, the login page says this.
    await endSession('Your administrator access has changed. Please sign in again.');
    expect(takeSessionEndNotice()).toBe(accessMessages.signedOutEverywhere);
  });

  it('says why the sessions could not be ended, and leaves no reason for a later sign-out', async () => {
    answerCalls({
      signOutEverywhere: async () => {
        throw new FirebaseError('functions/unavailable', 'The service is unavailable [503]');
      },
    });
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await confirmIn(user, 'Sign out everywhere?');
    await screen.findByText('The service is unavailable');
    await endSession('Your administrator access has changed. Please sign in again.');
    expect(takeSessionEndNotice()).toBe('Your administrator access has changed. Please sign in again.');
  });
});
