import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router-dom';

// Detail screens have a back arrow to their parent screen (docs/product.md, Layout).
export function BackArrowLink({ to, label }: { to: string; label: string }) {
  return (
    <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
        <path
          d="M20 12H5m6-7-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </ActionIcon>
  );
}
