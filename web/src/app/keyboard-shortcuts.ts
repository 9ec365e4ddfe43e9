import { routePaths } from '../lib/navigation/paths.ts';

// The console's keyboard shortcuts, as one table: what the `?` help lists is what the keys do.

// `g` then a letter goes to a screen, as in mail clients; the second key must follow within this time.
export const goToWindowMs = 1500;

export const goToScreens: Readonly<Record<string, { to: string; label: string }>> = {
  u: { to: routePaths.users, label: 'Users' },
  f: { to: routePaths.feedback, label: 'Feedback' },
  w: { to: routePaths.workout, label: 'Workout' },
  a: { to: routePaths.activity, label: 'Activity' },
};

/** Whether the member's role opens the screen at a path: a `g` key to one it does not is no shortcut of theirs. */
export type OpensScreen = (to: string) => boolean;

const opensEveryScreen: OpensScreen = () => true;

export function shortcutHelpFor(opens: OpensScreen): { keys: string[]; does: string }[] {
  return [
    { keys: ['Ctrl', 'K'], does: 'Open the command palette (⌘ K on a Mac)' },
    { keys: ['/'], does: "Focus the screen's search" },
    ...Object.entries(goToScreens)
      .filter(([, { to }]) => opens(to))
      .map(([key, { label }]) => ({ keys: ['g', key], does: `Go to ${label}` })),
    { keys: ['?'], does: 'Show these shortcuts' },
  ];
}

export type ShortcutAction =
  | { kind: 'openPalette' }
  | { kind: 'focusSearch' }
  | { kind: 'showHelp' }
  | { kind: 'goTo'; to: string }
  // `g` was pressed: the next key within goToWindowMs may name a screen.
  | { kind: 'awaitGoTo'; at: number };

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  // What has focus: a key typed into a field is the field's.
  target: EventTarget | null;
}

const typingTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof target !== 'object' || target === null || !('tagName' in target)) return false;
  const element = target as { tagName: string; isContentEditable?: boolean };
  return typingTags.has(element.tagName) || element.isContentEditable === true;
}

/**
 * What a key press does, given when `g` was last pressed (if it was the key before): Ctrl+K or ⌘K opens the
 * palette from anywhere, a field too (it is no text); nothing else fires while typing in a field or with Ctrl, ⌘
 * or Alt held (those are the browser's), nor for a screen the member's role does not open.
 */
export function shortcutOf(
  press: KeyPress,
  awaitingGoToSince: number | undefined,
  now: number,
  opens: OpensScreen = opensEveryScreen,
): ShortcutAction | undefined {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') {
    return { kind: 'openPalette' };
  }
  if (press.ctrlKey || press.metaKey || press.altKey || isTypingTarget(press.target)) return undefined;
  if (awaitingGoToSince !== undefined && now - awaitingGoToSince <= goToWindowMs) {
    const screen = goToScreens[press.key];
    if (screen) return opens(screen.to) ? { kind: 'goTo', to: screen.to } : undefined;
  }
  if (press.key === 'g') return { kind: 'awaitGoTo', at: now };
  if (press.key === '/') return { kind: 'focusSearch' };
  if (press.key === '?') return { kind: 'showHelp' };
  return undefined;
}
