// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { showOnPhone } from '../../test-support/phone-screen.ts';
import { useDatePickerProps } from './date-picker-props.ts';
import { usePhoneLayout } from './phone-layout.ts';

afterEach(cleanup);

function inMantine({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

describe('the phone layout', () => {
  it("is off on a desktop, from the theme's sm breakpoint up", () => {
    expect(renderHook(usePhoneLayout, { wrapper: inMantine }).result.current).toBe(false);
  });

  it('is on below the sm breakpoint from the first render, so a phone never draws the desktop layout', () => {
    showOnPhone();
    const rendered: boolean[] = [];
    function Layout() {
      rendered.push(usePhoneLayout());
      return null;
    }
    render(<Layout />, { wrapper: inMantine });
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((phone) => phone)).toBe(true);
  });
});

describe('a date picker', () => {
  it('opens under its input on a desktop', () => {
    const { result } = renderHook(() => useDatePickerProps('Schedule date'), { wrapper: inMantine });
    expect(result.current).toEqual({ dropdownType: 'popover' });
  });

  it('opens as a dialog named by the picker on a phone, its month alone and in the colour of the text', () => {
    showOnPhone();
    const { result } = renderHook(() => useDatePickerProps('Schedule date'), { wrapper: inMantine });
    expect(result.current).toEqual({
      dropdownType: 'modal',
      modalProps: { title: 'Schedule date', centered: true, withCloseButton: true },
      hideOutsideDates: true,
      weekendDays: [],
    });
  });
});
