// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import {
  getMultiFactorResolver,
  type MultiFactorResolver,
  signInWithEmailAndPassword,
  signOut,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { auth } from '../../lib/firebase/firebase.ts';
import { AcceptInvitationPage } from './AcceptInvitationPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

// What the phone steps ask of Auth: a code "sent" to any number, and enrolling or signing in with it.
const phoneAuth = vi.hoisted(() => ({
  verifyPhoneNumber: vi.fn(async (_options: unknown, _verifier: unknown) => 'verification-1'),
  enroll: vi.fn(async (_assertion: unknown, _displayName: string) => undefined),
}));

vi.mock('firebase/auth', async () => ({
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  getMultiFactorResolver: vi.fn(),
  multiFactor: () => ({
    enrolledFactors: [],
    getSession: async () => 'enrolment-session',
    enroll: phoneAuth.enroll,
  }),
  ...(await import('../../../test-support/phone-sign-in-classes.ts')).phoneSignInClasses(
    phoneAuth.verifyPhoneNumber,
  ),
}));

const invitationLink = '/accept_invitation?member=uid-new&token=invitation-token';
const password = 'correct horse battery';

// An account whose ID token carries `claims`: a role once the invitation is accepted.
function accountWith(claims: Record<string, unknown>): User {
  return {
    getIdTokenResult: async () => ({ claims }),
    getIdToken: async () => 'token',
  } as unknown as User;
}

function signsInAs(user: User) {
  vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as UserCredential);
}

function WhereTheConsoleIs() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderInvitation(at = invitationLink) {
  return renderInConsole(
    <Routes>
      <Route path="/accept_invitation" element={<AcceptInvitationPage />} />
      <Route path="*" element={<WhereTheConsoleIs />} />
    </Routes>,
    { at, role: null },
  );
}

async function setPassword(user: UserEvent, typed: string, repeated = typed) {
  await replaceText(user, screen.getByLabelText(/^New password/), typed);
  await replaceText(user, screen.getByLabelText(/^Repeat the password/), repeated);
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

beforeEach(() => {
  vi.mocked(signInWithEmailAndPassword).mockReset();
  vi.mocked(signOut).mockReset();
  vi.mocked(getMultiFactorResolver).mockReset();
  phoneAuth.verifyPhoneNumber.mockClear();
  phoneAuth.enroll.mockClear();
  answerCalls({
    acceptTeamInvitation: async () => ({
      email: 'new@example.com',
      role: 'support',
      secondFactorNeeded: false,
    }),
  });
  signsInAs(accountWith({ role: 'support' }));
});

describe('accepting an invitation', () => {
  it.each([
    ['without its member', '/accept_invitation?token=invitation-token'],
    ['without its token', '/accept_invitation?member=uid-new'],
  ])('says a link %s is incomplete, and asks for no password', (_case, at) => {
    renderInvitation(at);
    screen.getByRole('heading', { name: 'Join the team' });
    expect(screen.getByRole('alert').textContent).toBe(
      'This page opens from the link of an invitation e-mail: the link is incomplete.',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it.each([
    ['a password too short', 'short', 'short', 'The password must be at least 12 characters.'],
    ['two passwords that differ', password, `${password}!`, 'The two passwords differ.'],
  ])('refuses %s before anything is sent', async (_case, typed, repeated, problem) => {
    const { user } = renderInvitation();
    await setPassword(user, typed, repeated);
    expect((await screen.findByRole('alert')).textContent).toBe(problem);
    expect(inputsSentTo('acceptTeamInvitation')).toEqual([]);
  });

  it('accepts with the link and the password, signs in with them and opens the console', async () => {
    const { user } = renderInvitation();
    await setPassword(user, password);
    await screen.findByText('Now at /dashboard');
    expect(inputsSentTo('acceptTeamInvitation')).toEqual([
      { uid: 'uid-new', token: 'invitation-token', password },
    ]);
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'new@example.com', password);
  });

  it("shows the server's refusal and stays, signing nobody in", async () => {
    const reason =
      'The account of the invited address changed since the invitation: ask an owner of the team to invite you again.';
    answerCalls({
      acceptTeamInvitation: async () => {
        throw new FirebaseError('functions/failed-precondition', `${reason} [400]`);
      },
    });
    const { user } = renderInvitation();
    await setPassword(user, password);
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('signs straight out again an account that holds no role once signed in', async () => {
    // The invitation was withdrawn between the acceptance and the sign-in.
    signsInAs(accountWith({}));
    const { user } = renderInvitation();
    await setPassword(user, password);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not authorized to access this dashboard.',
    );
    expect(signOut).toHaveBeenCalledWith(auth);
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });
});

describe('accepting where the team requires a second factor', () => {
  it('enrols a phone, accepts again, and opens the console once signed in with the code sent to it', async () => {
    let acceptances = 0;
    answerCalls({
      acceptTeamInvitation: async () => {
        acceptances += 1;
        // Until the account has a phone the role is not given.
        return { email: 'new@example.com', role: 'support', secondFactorNeeded: acceptances === 1 };
      },
    });
    const invitee = accountWith({});
    const resolveSignIn = vi.fn(async () => ({
      user: accountWith({ role: 'support', secondFactorRequired: true }),
    }));
    const resolver = {
      hints: [{ factorId: 'phone', phoneNumber: '+44 ••• ••• 0123', uid: 'factor-1' }],
      session: 'sign-in-session',
      resolveSignIn,
    } as unknown as MultiFactorResolver;
    vi.mocked(signInWithEmailAndPassword)
      .mockResolvedValueOnce({ user: invitee } as UserCredential)
      .mockRejectedValueOnce(new FirebaseError('auth/multi-factor-auth-required', 'Firebase: Error.'));
    vi.mocked(getMultiFactorResolver).mockReturnValue(resolver);
    Object.assign(auth, { currentUser: invitee });

    const { user } = renderInvitation();
    await setPassword(user, password);
    await screen.findByText(/^Your password is set\. Your team requires a second factor/);
    await replaceText(user, screen.getByRole('textbox', { name: /^Mobile phone number/ }), '+447700900123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await replaceText(user, await screen.findByRole('textbox', { name: /^Code from the SMS/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByText('Enter the code we sent by SMS to +44 ••• ••• 0123.');
    expect(phoneAuth.enroll).toHaveBeenCalledWith(
      { credential: { verificationId: 'verification-1', code: '123456' } },
      'Phone ending 0123',
    );
    expect(inputsSentTo('acceptTeamInvitation')).toHaveLength(2);
    await replaceText(user, screen.getByRole('textbox', { name: /^Code from the SMS/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByText('Now at /dashboard');
    expect(resolveSignIn).toHaveBeenCalledWith({
      credential: { verificationId: 'verification-1', code: '654321' },
    });
    expect(phoneAuth.verifyPhoneNumber).toHaveBeenLastCalledWith(
      { multiFactorHint: resolver.hints[0], session: 'sign-in-session' },
      expect.anything(),
    );
  });
});
