// @vitest-environment happy-dom
import { Button, MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageSelection } from '../lib/list-screen/row-selection.ts';
import { RowCard, RowCardList } from './RowCards.tsx';

afterEach(cleanup);

function renderCards({ page = 'none', checked = false }: { page?: PageSelection; checked?: boolean } = {}) {
  const toggleRow = vi.fn();
  const togglePage = vi.fn();
  const view = vi.fn();
  render(
    <MantineProvider env="test">
      <RowCardList
        label="Users"
        selectPage={{ label: 'Select all users on this page', page, disabled: false, onToggle: togglePage }}
      >
        <RowCard
          title="Ann Lee"
          status={<span>Waiting for approval</span>}
          fields={[
            { label: 'Email', value: 'ann@example.com' },
            { label: 'Joined', value: '2026-11-02' },
          ]}
          selection={{ label: 'Select Ann Lee', checked, onToggle: toggleRow }}
          actions={<Button onClick={view}>View</Button>}
        />
        <RowCard title="Bo Kim" fields={[]} actions={null} />
      </RowCardList>
    </MantineProvider>,
  );
  return { user: userEvent.setup({ delay: null }), toggleRow, togglePage, view };
}

describe('the cards of a list on a phone', () => {
  it('are a list named as its table, a card per row with its name, status, values and actions', () => {
    renderCards();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [ann] = cards;
    if (!ann) throw new Error('No card for Ann');
    within(ann).getByText('Ann Lee');
    within(ann).getByText('Waiting for approval');
    expect(
      within(ann)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Joined']);
    within(ann).getByText('ann@example.com');
    within(ann).getByRole('button', { name: 'View' });
  });

  it("select a row with a checkbox named as the table's, and the page with the header's, shown with its name", async () => {
    const { user, toggleRow, togglePage } = renderCards();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    expect(toggleRow).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('Select all users on this page'));
    expect(togglePage).toHaveBeenCalledTimes(1);
  });

  it('show what is selected: the row ticked, the page ticked in full or in part', () => {
    renderCards({ page: 'some', checked: true });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Ann Lee' }).checked).toBe(true);
    const page = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all users on this page' });
    expect(page.indeterminate).toBe(true);
    expect(page.checked).toBe(false);
  });

  it('run the actions of their row', async () => {
    const { user, view } = renderCards();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(view).toHaveBeenCalledTimes(1);
  });

  it('leave out the checkbox of a list whose table has none', () => {
    renderCards();
    const bo = screen.getByText('Bo Kim').closest('li');
    if (!bo) throw new Error('No card for Bo');
    expect(within(bo).queryByRole('checkbox')).toBeNull();
  });
});
