import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { RecentSignInDialog } from '../components/RecentSignInDialog.tsx';
import { createConsoleQueryClient } from './query-client.ts';
import { readableColors } from './readable-colors.ts';
import { router } from './router.tsx';
import { consoleTheme } from './theme.ts';

const queryClient = createConsoleQueryClient();

export function App() {
  return (
    <MantineProvider theme={consoleTheme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <RecentSignInDialog />
      </QueryClientProvider>
    </MantineProvider>
  );
}
