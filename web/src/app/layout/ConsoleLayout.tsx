import { AppShell } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';

// Loaded apart from the entry: it brings the Realtime Database SDK, which the login page does not need.
const ConnectionStatus = lazy(async () => ({
  default: (await import('./ConnectionStatus.tsx')).ConnectionStatus,
}));

export function ConsoleLayout() {
  return (
    <AppShell header={{ height: 40 }} navbar={{ width: 260, breakpoint: 'sm' }} padding="lg">
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
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
