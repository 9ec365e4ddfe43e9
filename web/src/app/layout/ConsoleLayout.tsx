import { AppShell, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AllowedScreen } from './AllowedScreen.tsx';
import classes from './ConsoleLayout.module.css';
import { Header, headerHeight, phoneHeaderHeight } from './Header.tsx';
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx';
import { PaletteButton } from './PaletteButton.tsx';
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
// edge all the way down. Where the navbar takes the whole width (a phone) its offset is 0 and the line falls
// outside the page.
const navbarEdge = {
  backgroundImage: 'linear-gradient(var(--app-shell-border-color), var(--app-shell-border-color))',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '1px 100%',
  backgroundPosition: 'calc(var(--app-shell-navbar-offset, 0rem) - 1px) 0',
};

const navigationId = 'console-navigation';

// Below the `sm` breakpoint (a phone) the navigation is hidden behind the header's button and closes again when a
// screen is chosen, from it (the screen shown too) or from anywhere else; above it, it stays beside the screen.
export function ConsoleLayout() {
  const [navigationOpened, navigation] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen is the reason to close it.
  useEffect(navigation.close, [pathname]);
  return (
    <AppShell
      header={{ height: { base: phoneHeaderHeight, sm: headerHeight } }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      styles={{ main: navbarEdge }}
    >
      <AppShell.Header>
        <Header
          navigation={
            <Burger
              opened={navigationOpened}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              color="white"
              size="sm"
              w={44}
              h={44}
              aria-label={navigationOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navigationOpened}
              aria-controls={navigationId}
            />
          }
          end={
            <>
              <Suspense fallback={null}>
                <ConnectionStatus />
              </Suspense>
              <PaletteButton />
            </>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar
        id={navigationId}
        p="sm"
        className={navigationOpened ? undefined : classes.foldedNavigation}
      >
        <Sidebar onChoose={navigation.close} />
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
