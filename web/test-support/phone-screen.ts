import type { DetachedWindowAPI } from 'happy-dom';
import { onTestFinished } from 'vitest';

// happy-dom's window, which the tests of a component run in, lays a page out at the size its API sets.
const { happyDOM } = window as unknown as { happyDOM: DetachedWindowAPI };

/**
 * Lays the page out on a phone's screen, 390×844 CSS px, until the test ends: the next test, of this file or of
 * another sharing its window (vitest.config.ts), starts on the screen it had before.
 */
export function showOnPhone(): void {
  const screenBefore = { width: window.innerWidth, height: window.innerHeight };
  happyDOM.setViewport({ width: 390, height: 844 });
  onTestFinished(() => happyDOM.setViewport(screenBefore));
}
