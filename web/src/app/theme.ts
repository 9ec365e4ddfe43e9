import { createTheme, Modal, Notification } from '@mantine/core';
import { readableFilledVariant } from './readable-colors.ts';

// The close buttons Mantine draws as a bare cross, named for those who cannot see it.
const closeButtonProps = { 'aria-label': 'Close' };

export const consoleTheme = createTheme({
  variantColorResolver: readableFilledVariant,
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
  },
});
