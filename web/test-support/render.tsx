import type { Role } from '@management-center/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { createConsoleQueryClient } from '../src/app/query-client.ts';
import { TeamRoleContext } from '../src/lib/session/team-role.ts';

// happy-dom has matchMedia and ResizeObserver, which Mantine uses, but no FontFaceSet: Mantine's autosizing Textarea
// listens on `document.fonts` for fonts that finish loading, which in a test none do.
Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });

// Vitest runs without globals, so Testing Library cannot register its own cleanup; the notifications' store
// outlives the tree that shows it.
afterEach(() => {
  cleanup();
  notifications.clean();
});

export interface ConsoleRenderOptions {
  // Where the router starts, with the state a redirect would leave (the page asked for before login).
  at?: InitialEntry;
  // The signed-in member's role, as the session guard gives it: the owner's, who sees every action, by default.
  role?: Role | null;
}

/**
 * Renders `ui` as the console would: Mantine as the console configures it (without transitions or portals, so that
 * what opens is in the page at once), its notifications, a fresh query client of the console's kind, and a router.
 */
export function renderInConsole(ui: ReactNode, { at = '/', role = 'owner' }: ConsoleRenderOptions = {}) {
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <MantineProvider defaultColorScheme="auto" env="test">
      <Notifications />
      <QueryClientProvider client={createConsoleQueryClient()}>
        <TeamRoleContext.Provider value={role}>
          <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
        </TeamRoleContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, ...rendered };
}

/**
 * Puts `text` in place of what `field` holds, as the administrator would by pasting it: the tests are about what the
 * screen does with the text, and typing it key by key costs a render per key.
 */
export async function replaceText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
