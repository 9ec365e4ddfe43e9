// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { SubCategoriesPage } from './SubCategoriesPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

function renderSubCategories() {
  return renderInConsole(<SubCategoriesPage />, { at: '/manage_sub_category', role: 'editor' });
}

// Each row's name and the status its switch shows.
function rows(): { name: string; status: string; active: boolean }[] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [name, status] = within(row).getAllByRole('cell');
      const toggle = within(row).getByRole('switch') as HTMLInputElement;
      return { name: name?.textContent ?? '', status: status?.textContent ?? '', active: toggle.checked };
    });
}

async function add(user: UserEvent, name: string) {
  await replaceText(user, screen.getByRole('textbox', { name: 'New sub-category' }), name);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('Manage Sub-Categories', () => {
  it('starts from the samples', () => {
    renderSubCategories();
    screen.getByRole('heading', { level: 1, name: 'Manage Sub-Categories' });
    expect(rows()).toEqual([
      { name: 'Strength Training', status: 'Active', active: true },
      { name: 'Cardio Workouts', status: 'Active', active: true },
      { name: 'Yoga', status: 'Inactive', active: false },
    ]);
  });

  it('toggles a sub-category between Active and Inactive', async () => {
    const { user } = renderSubCategories();
    await user.click(screen.getByRole('switch', { name: 'Cardio Workouts active' }));
    await user.click(screen.getByRole('switch', { name: 'Yoga active' }));
    expect(rows().map(({ status }) => status)).toEqual(['Active', 'Inactive', 'Active']);
    await user.click(screen.getByRole('switch', { name: 'Cardio Workouts active' }));
    expect(rows()[1]).toEqual({ name: 'Cardio Workouts', status: 'Active', active: true });
  });

  it('adds the name typed, trimmed, as Inactive, and ignores a blank one', async () => {
    const { user } = renderSubCategories();
    await add(user, '   ');
    expect(rows()).toHaveLength(3);

    await add(user, '  Pilates ');
    expect(rows().at(-1)).toEqual({ name: 'Pilates', status: 'Inactive', active: false });
    expect(screen.getByRole('textbox', { name: 'New sub-category' })).toHaveProperty('value', '');
  });
});
