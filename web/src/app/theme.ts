import { createTheme } from '@mantine/core';
import { readableFilledVariant } from './readable-colors.ts';

// The close buttons Mantine draws as a bare cross, named for those who cannot see it.
const closeButtonProps = { 'aria-label': 'Close' };

export const consoleTheme = createTheme({
  variantColorResolver: readableFilledVariant,
  components: {
    // Plain objects rather than Modal.extend and Notification.extend: importing those components would bring
    // them, their portals and transitions into the login page's bundle.
    Modal: { defaultProps: { closeButtonProps } },
    Notification: { defaultProps: { closeButtonProps } },
  },
});
