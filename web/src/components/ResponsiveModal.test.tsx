// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showOnPhone } from '../../test-support/phone-screen.ts';
import { ResponsiveModal } from './ResponsiveModal.tsx';

afterEach(cleanup);

function renderDialog() {
  render(
    <MantineProvider env="test">
      <ResponsiveModal opened onClose={() => undefined} title="Delete this member?" size={400}>
        It goes to Recently deleted.
      </ResponsiveModal>
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Delete this member?' });
}

describe('a dialog of the console', () => {
  it('is a box of the size asked for on a desktop', () => {
    expect(renderDialog().hasAttribute('data-full-screen')).toBe(false);
  });

  it('takes the whole screen on a phone', () => {
    showOnPhone();
    const dialog = renderDialog();
    expect(dialog.getAttribute('data-full-screen')).toBe('true');
    expect(dialog.textContent).toContain('It goes to Recently deleted.');
  });
});
