import { Notifications } from '@mantine/notifications';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { RecentSignInDialog } from '../../components/RecentSignInDialog.tsx';
import { CommandPalette } from './CommandPalette.tsx';

// What floats over the screens: notifications, the password dialog a change of power asks for and the command
// palette. None is drawn before the member acts, so they load after the first screen (ConsoleLayout).
// On a phone the notifications rise from the bottom, where they cover no dialog's title or close button.
export function ConsoleOverlays() {
  return (
    <>
      <Notifications position={usePhoneLayout() ? 'bottom-center' : 'top-right'} />
      <RecentSignInDialog />
      <CommandPalette />
    </>
  );
}
