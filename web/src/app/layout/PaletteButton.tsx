import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';

// The command palette for those without a keyboard: the same palette Ctrl+K opens.
export function PaletteButton() {
  return (
    <UnstyledButton
      onClick={spotlight.open}
      aria-haspopup="dialog"
      c="white"
      // A finger's width on a phone; the desktop's header is lower.
      miw={{ base: 44, sm: 36 }}
      mih={{ base: 44, sm: 36 }}
      display="inline-flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      <VisuallyHidden>Open the command palette</VisuallyHidden>
    </UnstyledButton>
  );
}
