import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header } from './Header.tsx';

export function PublicLayout() {
  return (
    <AppShell header={{ height: 40 }}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
