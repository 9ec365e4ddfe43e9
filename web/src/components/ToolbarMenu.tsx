import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A menu of a list's toolbar (saved views, export), opening under its button. Without Mantine's initial focus
 * placeholder: an empty focusable child, which the menu role does not allow.
 */
export function ToolbarMenu({ children }: { children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      {children}
    </Menu>
  );
}
