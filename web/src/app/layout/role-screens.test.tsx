// @vitest-environment happy-dom
import { accessMessages, type Role } from '@management-center/contract';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeNeeding, TeamRoleContext } from '../../lib/session/team-role.ts';
import { AllowedScreen } from './AllowedScreen.tsx';
import { Sidebar } from './Sidebar.tsx';
import '../../../test-support/render.tsx';

// The sidebar's Logout signs out through the Firebase handles, which a test has none of.
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

function renderAs(role: Role, at: string, onChoose: () => void = () => {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Sidebar onChoose={onChoose} />
            <AllowedScreen />
          </>
        ),
        children: [
          { path: '/dashboard', element: <p>Home screen</p> },
          { ...routeNeeding('readUsers'), path: '/manage_user_dashboard', element: <p>Users screen</p> },
          { ...routeNeeding('manageWorkout'), path: '/workout', element: <p>Workout screen</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider env="test">
      <TeamRoleContext.Provider value={role}>
        <RouterProvider router={router} />
      </TeamRoleContext.Provider>
    </MantineProvider>,
  );
}

function sidebarEntries(): string[] {
  return screen.getAllByRole('link').map((link) => link.textContent ?? '');
}

describe('the sidebar, by role', () => {
  it.each<[Role, string[]]>([
    [
      'owner',
      [
        'Home Page',
        'Manage User Dashboard',
        'Manage Feedback',
        'Manage Workout and Training',
        'Manage View About',
        'Media Library',
        'Releases',
        'Manage Profiling',
        'Manage Sub-Categories',
        'Activity',
        'Team',
        'My account',
      ],
    ],
    [
      'editor',
      [
        'Home Page',
        'Manage Workout and Training',
        'Manage View About',
        'Media Library',
        'Releases',
        'Manage Profiling',
        'Manage Sub-Categories',
        'My account',
      ],
    ],
    ['support', ['Home Page', 'Manage User Dashboard', 'Manage Feedback', 'My account']],
  ])('shows %s the screens the role may use, and Logout', async (role, expected) => {
    renderAs(role, '/dashboard');
    await screen.findByText('Home screen');
    expect(sidebarEntries()).toEqual(expected);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDefined();
  });
});

describe('choosing in the sidebar', () => {
  it('says so for every entry, the screen shown included, so that a phone folds the navigation away', async () => {
    const onChoose = vi.fn();
    renderAs('owner', '/dashboard', onChoose);
    await screen.findByText('Home screen');
    fireEvent.click(screen.getByRole('link', { name: 'Home Page' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Manage User Dashboard' }));
    expect(await screen.findByText('Users screen')).toBeDefined();
    expect(onChoose).toHaveBeenCalledTimes(2);
  });
});

describe('a screen reached by its address', () => {
  it('is shown to a role that may use it', async () => {
    renderAs('support', '/manage_user_dashboard');
    expect(await screen.findByText('Users screen')).toBeDefined();
  });

  it('is replaced by a notice for a role that may not, without drawing the screen', async () => {
    renderAs('support', '/workout');
    expect(await screen.findByText(accessMessages.screenNotAllowed('support'))).toBeDefined();
    expect(screen.queryByText('Workout screen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the Home Page' }).getAttribute('href')).toBe('/dashboard');
  });
});
