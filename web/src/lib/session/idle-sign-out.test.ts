// @vitest-environment happy-dom
import { accessMessages } from '@management-center/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTooLong, useIdleSignOut } from './idle-sign-out.ts';
import { endSession } from './session-end.ts';

vi.mock('./session-end.ts', () => ({ endSession: vi.fn(async () => {}) }));

const minute = 60_000;

describe('idleTooLong', () => {
  it('counts from the last activity, to the minute', () => {
    expect(idleTooLong(0, 30 * minute - 1, 30)).toBe(false);
    expect(idleTooLong(0, 30 * minute, 30)).toBe(true);
  });
});

describe('useIdleSignOut', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(endSession).mockClear();
  });

  it('signs out after the timeout without activity, saying why', () => {
    renderHook(() => useIdleSignOut(30));
    vi.advanceTimersByTime(29 * minute);
    expect(endSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minute);
    expect(endSession).toHaveBeenCalledWith(accessMessages.idleSignedOut(30));
  });

  it('keeps the session while the page is used', () => {
    renderHook(() => useIdleSignOut(30));
    for (let step = 0; step < 6; step += 1) {
      vi.advanceTimersByTime(10 * minute);
      window.dispatchEvent(new KeyboardEvent('keydown'));
    }
    expect(endSession).not.toHaveBeenCalled();
  });

  it('keeps the session while another tab of the console is used', () => {
    renderHook(() => useIdleSignOut(30));
    vi.advanceTimersByTime(25 * minute);
    localStorage.setItem('managementCenter.lastActivity', String(Date.now()));
    vi.advanceTimersByTime(25 * minute);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('does nothing before the settings are read', () => {
    renderHook(() => useIdleSignOut(undefined));
    vi.advanceTimersByTime(600 * minute);
    expect(endSession).not.toHaveBeenCalled();
  });
});
