import { Badge, Tooltip } from '@mantine/core';
import { useDatabaseConnection } from '../../lib/database/database-connection.ts';

// Shown only while the live data cannot be kept current; the role makes screen readers announce it.
export function ConnectionStatus() {
  const connection = useDatabaseConnection();
  return (
    <div role="status" aria-live="polite">
      {connection === 'offline' && (
        <Tooltip label="The figures and lists on screen may be out of date until the connection is back.">
          <Badge color="orange" variant="filled" tt="none" size="lg">
            Offline: reconnecting…
          </Badge>
        </Tooltip>
      )}
    </div>
  );
}
