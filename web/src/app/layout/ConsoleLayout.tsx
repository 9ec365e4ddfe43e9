import { AppShell } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AllowedScreen } from './AllowedScreen.tsx';
import { Header } from './Header.tsx';
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx';
import { Sidebar } from './Sidebar.tsx';

// Loaded apart from the entry: it brings the Realtime Database SDK, which the login page does not need.
const ConnectionStatus = lazy(async () => ({
  default: (await import('./ConnectionStatus.tsx')).ConnectionStatus,
}));

const ConsoleOverlays = lazy(async () => ({
  default: (await import('./ConsoleOverlays.tsx')).ConsoleOverlays,
}));

// The navbar is fixed to the viewport, so where a long page is drawn whole (a full-page screenshot, a print) its
// border ends with the first screen. The main area is as tall as the page: it draws the same line at the navbar's
// edge all the way down. Where the navbar takes the whole width (narrow screens) its offset is 0 and the line
// falls outside the page.
const navbarEdge = {
  backgroundImage: 'linear-gradient(var(--app-shell-border-color), var(--app-shell-border-color))',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '1px 100%',
  backgroundPosition: 'calc(var(--app-shell-navbar-offset, 0rem) - 1px) 0',
};

export function ConsoleLayout() {
  return (
    <AppShell
      header={{ height: 40 }}
      navbar={{ width: 260, breakpoint: 'sm' }}
      padding="lg"
      styles={{ main: navbarEdge }}
    >
      <AppShell.Header>
        <Header
          status={
            <Suspense fallback={null}>
              <ConnectionStatus />
            </Suspense>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <AllowedScreen />
      </AppShell.Main>
      <KeyboardShortcuts />
      <Suspense fallback={null}>
        <ConsoleOverlays />
      </Suspense>
    </AppShell>
  );
}
