import { Modal, type ModalProps } from '@mantine/core';
import { usePhoneLayout } from './phone-layout.ts';

/**
 * The console's dialog: a Modal as wide as the screen asks for (docs/product.md, Layout: 400px), which takes the
 * whole screen on a phone, where a box of that width would leave no margin and a tall one would scroll the page.
 */
export function ResponsiveModal(props: ModalProps) {
  return <Modal fullScreen={usePhoneLayout()} {...props} />;
}
