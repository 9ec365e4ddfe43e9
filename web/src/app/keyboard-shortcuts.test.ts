import { describe, expect, it } from 'vitest';
import { goToWindowMs, shortcutHelpFor, shortcutOf } from './keyboard-shortcuts.ts';

const page = { tagName: 'BODY' };
const press = (
  key: string,
  target: unknown = page,
  held: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...held,
  target: target as EventTarget,
});

describe('shortcutOf', () => {
  it('goes to a screen with g then its letter, within the window', () => {
    expect(shortcutOf(press('g'), undefined, 1000)).toEqual({ kind: 'awaitGoTo', at: 1000 });
    expect(shortcutOf(press('u'), 1000, 1000 + goToWindowMs)).toEqual({
      kind: 'goTo',
      to: '/manage_user_dashboard',
    });
    expect(shortcutOf(press('f'), 1000, 1200)).toEqual({ kind: 'goTo', to: '/manage_feedback' });
    expect(shortcutOf(press('w'), 1000, 1200)).toEqual({ kind: 'goTo', to: '/workout' });
    expect(shortcutOf(press('a'), 1000, 1200)).toEqual({ kind: 'goTo', to: '/activity' });
  });

  it('goes nowhere with the letter alone, too late, or after another key', () => {
    expect(shortcutOf(press('u'), undefined, 1000)).toBeUndefined();
    expect(shortcutOf(press('u'), 1000, 1001 + goToWindowMs)).toBeUndefined();
    expect(shortcutOf(press('x'), 1000, 1100)).toBeUndefined();
  });

  it('opens the palette with Ctrl+K or ⌘K, from a field too, and not with Alt held or K alone', () => {
    const field = { tagName: 'INPUT' };
    expect(shortcutOf(press('k', page, { ctrlKey: true }), undefined, 0)).toEqual({ kind: 'openPalette' });
    expect(shortcutOf(press('k', field, { metaKey: true }), undefined, 0)).toEqual({ kind: 'openPalette' });
    expect(shortcutOf(press('K', field, { ctrlKey: true }), undefined, 0)).toEqual({ kind: 'openPalette' });
    expect(shortcutOf(press('k', page, { ctrlKey: true, altKey: true }), undefined, 0)).toBeUndefined();
    expect(shortcutOf(press('k'), undefined, 0)).toBeUndefined();
  });

  it('focuses the search with /, and shows the help with ?', () => {
    expect(shortcutOf(press('/'), undefined, 0)).toEqual({ kind: 'focusSearch' });
    expect(shortcutOf(press('?'), undefined, 0)).toEqual({ kind: 'showHelp' });
  });

  it('does nothing while typing in a field, or with a modifier held', () => {
    for (const field of [
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(shortcutOf(press('g', field), undefined, 0)).toBeUndefined();
      expect(shortcutOf(press('u', field), 0, 10)).toBeUndefined();
      expect(shortcutOf(press('/', field), undefined, 0)).toBeUndefined();
    }
    expect(shortcutOf(press('g', page, { ctrlKey: true }), undefined, 0)).toBeUndefined();
    expect(shortcutOf(press('/', page, { metaKey: true }), undefined, 0)).toBeUndefined();
    expect(shortcutOf(press('u', page, { altKey: true }), 0, 10)).toBeUndefined();
  });

  it("goes nowhere for a screen the member's role does not open, and leaves its key out of the help", () => {
    const opensFeedbackOnly = (to: string) => to === '/manage_feedback';
    expect(shortcutOf(press('u'), 1000, 1200, opensFeedbackOnly)).toBeUndefined();
    expect(shortcutOf(press('f'), 1000, 1200, opensFeedbackOnly)).toEqual({
      kind: 'goTo',
      to: '/manage_feedback',
    });
    expect(shortcutHelpFor(opensFeedbackOnly).map(({ keys }) => keys.join(' '))).toEqual([
      'Ctrl K',
      '/',
      'g f',
      '?',
    ]);
  });

  it('lists every shortcut it knows in the help', () => {
    expect(shortcutHelpFor(() => true).map(({ keys }) => keys.join(' '))).toEqual([
      'Ctrl K',
      '/',
      'g u',
      'g f',
      'g w',
      'g a',
      '?',
    ]);
  });
});
