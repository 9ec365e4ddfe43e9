import { Stack, Title } from '@mantine/core';
import { AuditLog } from './AuditLog.tsx';
import { CleanupPanel } from './CleanupPanel.tsx';

export function ActivityPage() {
  return (
    <Stack gap="xl">
      <Title order={1}>Activity</Title>
      <CleanupPanel />
      <AuditLog />
    </Stack>
  );
}
