import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
/**
 * Whether the console is laid out for a phone: narrower than the theme's `sm` breakpoint, where the app shell
 * folds its navbar away. Lists show cards there, dialogs take the whole screen, pickers open as dialogs.
 */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  // Read as the component first renders (the console is never rendered on a server): a phone never draws the
  // desktop layout first and swaps it a frame later.
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return !desktop;
}
