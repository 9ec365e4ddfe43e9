// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../test-support/render.tsx';
import { ManageProfilingPage } from './ManageProfilingPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

describe('Manage Profiling', () => {
  it('offers the questions of each of the three sections', () => {
    renderInConsole(<ManageProfilingPage />, { at: '/manage_profques', role: 'editor' });
    screen.getByRole('heading', { level: 1, name: 'Manage Profiling' });
    expect(
      screen
        .getAllByRole('link')
        .map((link) => ({ name: link.textContent, opens: link.getAttribute('href') })),
    ).toEqual([
      { name: 'View User Details', opens: '/view_profiling/user-details' },
      { name: 'View Fitness Preference', opens: '/view_profiling/fitness-preference' },
      { name: 'View Fitness Goals', opens: '/view_profiling/fitness-goals' },
    ]);
  });
});
