import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import { readableColors } from './readable-colors.ts';
import { router } from './router.tsx';
import { consoleTheme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={consoleTheme} cssVariablesResolver={readableColors} defaultColorScheme="auto">
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
