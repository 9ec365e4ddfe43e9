// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { signOut } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../test-support/render.tsx';
import { auth } from '../../lib/firebase/firebase.ts';
import { SecondFactorEnrolmentPage } from './SecondFactorEnrolmentPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));

describe('setting up the second factor the team requires', () => {
  it('says why, in place of the console, and asks for the phone', () => {
    renderInConsole(<SecondFactorEnrolmentPage />, { role: 'support' });
    screen.getByRole('heading', { name: 'Set up a second factor' });
    screen.getByText('Your team requires a second factor: set one up to continue.');
    screen.getByRole('form', { name: 'Phone number' });
  });

  it("signs out, removing the earlier console's token", async () => {
    localStorage.setItem('userToken', 'a token of the earlier console');
    const { user } = renderInConsole(<SecondFactorEnrolmentPage />, { role: 'support' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(localStorage.getItem('userToken')).toBeNull());
    expect(signOut).toHaveBeenCalledWith(auth);
  });
});
