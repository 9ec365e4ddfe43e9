// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { onIdTokenChanged, signInWithEmailAndPassword, signOut, type UserCredential } from 'firebase/auth';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConsoleRenderOptions, renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { auth } from '../../lib/firebase/firebase.ts';
import { endSession } from '../../lib/session/session-end.ts';
import { LoginPage } from './LoginPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));

// Sign-in reads nothing of the account but the claims of its ID token.
function credentialWithClaims(claims: Record<string, unknown>): UserCredential {
  return { user: { getIdTokenResult: async () => ({ claims }) } } as unknown as UserCredential;
}

function WhereTheConsoleIs() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderLogin(options?: ConsoleRenderOptions) {
  return renderInConsole(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="*" element={<WhereTheConsoleIs />} />
    </Routes>,
    options,
  );
}

async function logIn(user: UserEvent, email: string, password: string) {
  await replaceText(user, screen.getByRole('textbox', { name: 'Email' }), email);
  // The label ends in the mark of a required field.
  await replaceText(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function shownMessage(): Promise<string | null> {
  return (await screen.findByRole('alert')).textContent;
}

beforeEach(() => {
  vi.resetAllMocks();
  // Nobody is signed in when the page opens.
  vi.mocked(onIdTokenChanged).mockImplementation((_auth, observer) => {
    if (typeof observer === 'function') observer(null);
    return () => {};
  });
});

describe('the login form', () => {
  it('shows its title, its text, the two fields and the Login button', () => {
    renderLogin();
    screen.getByRole('heading', { name: 'Login' });
    screen.getByText(
      'Welcome to the management platform. Sign in as the administrator to carry out administrative tasks.',
    );
    screen.getByRole('textbox', { name: 'Email' });
    screen.getByLabelText(/^Password/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['no e-mail', '', 'secret'],
    ['no password', 'admin@example.com', ''],
  ])('asks for both fields when given %s, before anything is sent', async (_case, email, password) => {
    const { user } = renderLogin();
    await logIn(user, email, password);
    expect(await shownMessage()).toBe('Please enter both email and password.');
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/too-many-requests', 'Too many failed login attempts. Please try again later.'],
    ['auth/invalid-email', 'The email address is badly formatted.'],
    ['auth/invalid-credential', 'Invalid credentials. Please check your email and password.'],
  ])('words the refusal %s as "%s"', async (code, message) => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(new FirebaseError(code, `Firebase: (${code}).`));
    const { user } = renderLogin();
    await logIn(user, 'admin@example.com', 'not-the-password');
    expect(await shownMessage()).toBe(message);
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'admin@example.com', 'not-the-password');
  });

  it("shows any other failure in the provider's own words", async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(
      new FirebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).'),
    );
    const { user } = renderLogin();
    await logIn(user, 'admin@example.com', 'secret');
    expect(await shownMessage()).toBe('Firebase: Error (auth/network-request-failed).');
  });

  it.each([
    ['no role', {}],
    ['the former admin claim alone', { admin: true }],
    ['an unknown role', { role: 'superuser' }],
  ])('signs an account with %s straight out again', async (_, claims) => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue(credentialWithClaims(claims));
    const { user } = renderLogin();
    await logIn(user, 'member@example.com', 'secret');
    expect(await shownMessage()).toBe('You are not authorized to access this dashboard.');
    expect(signOut).toHaveBeenCalledWith(auth);
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it.each(['owner', 'administrator', 'editor', 'support'])(
    'takes a member with the role %s to the Home Page',
    async (role) => {
      vi.mocked(signInWithEmailAndPassword).mockResolvedValue(credentialWithClaims({ role }));
      const { user } = renderLogin();
      await logIn(user, 'admin@example.com', 'secret');
      await screen.findByText('Now at /dashboard');
      expect(signOut).not.toHaveBeenCalled();
    },
  );

  it('takes a member to the page that was asked for', async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue(credentialWithClaims({ role: 'support' }));
    const { user } = renderLogin({ at: { pathname: '/', state: { from: '/manage_feedback' } } });
    await logIn(user, 'admin@example.com', 'secret');
    await screen.findByText('Now at /manage_feedback');
  });

  it('says why the server ended the session', async () => {
    await endSession('Your administrator access has changed. Please sign in again.');
    renderLogin();
    expect(await shownMessage()).toBe('Your administrator access has changed. Please sign in again.');
  });
});
