import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header, headerHeight } from './Header.tsx';

// The pages before sign-in: the console's header over the page, without the AppShell, which would bring its
// navbar, aside, resizing and scroll-lock code into the login page's bundle.
export function PublicLayout() {
  return (
    <>
      <Box component="header" h={headerHeight} pos="sticky" top={0} style={{ zIndex: 100 }}>
        <Header />
      </Box>
      <main>
        <Outlet />
      </main>
    </>
  );
}
