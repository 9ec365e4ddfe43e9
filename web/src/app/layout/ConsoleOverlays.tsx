import { Notifications } from '@mantine/notifications';
import { RecentSignInDialog } from '../../components/RecentSignInDialog.tsx';
import { CommandPalette } from './CommandPalette.tsx';

// What floats over the screens: notifications, the password dialog a change of power asks for and the command
// palette. None is drawn before the member acts, so they load after the first screen (ConsoleLayout).
export function ConsoleOverlays() {
  return (
    <>
      <Notifications position="top-right" />
      <RecentSignInDialog />
      <CommandPalette />
    </>
  );
}
