// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinedDaysPicker } from './JoinedDaysPicker.tsx';

afterEach(cleanup);

// The picker alone: it reads nothing of the console's (no router, no database).
function renderPicker(picker: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(<MantineProvider env="test">{picker}</MantineProvider>);
  return { user };
}

const week = { from: '2026-11-20', to: '2026-11-26' };

describe('the join filter picker', () => {
  it('applies a range once both ends are picked, and one day picked twice', async () => {
    const onChange = vi.fn();
    const { user } = renderPicker(<JoinedDaysPicker joined={week} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Joined 2026-11-20 – 2026-11-26' }));
    await user.click(screen.getByRole('button', { name: 'November 10, 2026' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'November 10, 2026' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-10', to: '2026-11-10' });
  });

  it('keeps the days applied when a pick is abandoned half-way, and the × clears them', async () => {
    const onChange = vi.fn();
    const { user } = renderPicker(<JoinedDaysPicker joined={week} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Joined 2026-11-20 – 2026-11-26' }));
    await user.click(screen.getByRole('button', { name: 'November 10, 2026' }));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Clear the join days' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('says so of a range longer than a year, and applies nothing', async () => {
    const onChange = vi.fn();
    const { user } = renderPicker(
      <JoinedDaysPicker joined={{ from: '2025-11-01', to: '2025-11-01' }} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Joined 2025-11-01 – 2025-11-01' }));
    await user.click(screen.getByRole('button', { name: 'November 1, 2025' }));
    for (let month = 0; month < 12; month += 1)
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'November 2, 2026' }));
    expect(onChange).not.toHaveBeenCalled();
    await screen.findByText('The range must span at most 366 days.');
  });
});
