// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type PaletteAction, usePaletteActions, useScreenPaletteActions } from './palette-actions.ts';

describe('the palette actions of the screen on show', () => {
  it('lists what a screen offers while it is shown, and runs what its latest render gave', () => {
    const palette = renderHook(() => useScreenPaletteActions());
    const first = vi.fn();
    const later = vi.fn();
    const screen = renderHook(({ actions }: { actions: PaletteAction[] }) => usePaletteActions(actions), {
      initialProps: { actions: [{ id: 'delete', label: 'Delete the selected users', run: first }] },
    });
    expect(palette.result.current.map(({ label }) => label)).toEqual(['Delete the selected users']);

    screen.rerender({ actions: [{ id: 'delete', label: 'Delete the selected users', run: later }] });
    act(() => palette.result.current[0]?.run());
    expect(first).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledOnce();

    screen.rerender({ actions: [{ id: 'approve', label: 'Approve the selected users', run: first }] });
    expect(palette.result.current.map(({ label }) => label)).toEqual(['Approve the selected users']);

    screen.unmount();
    expect(palette.result.current).toEqual([]);
  });
});
