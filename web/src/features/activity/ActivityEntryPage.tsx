import { auditEntrySchema, databasePaths, recordIdSchema } from '@management-center/contract';
import { Alert, Anchor, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLiveDatabaseValue } from '../../lib/database/live-database.ts';
import { routePaths } from '../../lib/navigation/paths.ts';
import { actionLabel } from '../../lib/notices/action-label.ts';
import { AuditEntryOutcome, AuditEntryUndo } from './AuditEntryActions.tsx';
import { AuditTargets } from './AuditTargets.tsx';
import { exportedText, formatActivityTime } from './audit-log.ts';

const storedEntrySchema = auditEntrySchema.nullable();

// A long path or address wraps within the card, where it would widen the table past the edge of a phone.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

function NoSuchEntry({ entryId }: { entryId: string }) {
  return (
    <Alert color="gray" title="Activity entry not found" maw={720}>
      There is no activity entry “{entryId}”. The log keeps a year of entries: it may be older than that.
    </Alert>
  );
}

function EntryDetails({ entryId }: { entryId: string }) {
  const entry = useLiveDatabaseValue(`${databasePaths.auditLog}/${entryId}`, storedEntrySchema);
  if (entry.isError) {
    return <Alert color="red">The activity entry could not be read: {entry.error.message}</Alert>;
  }
  if (entry.isPending) {
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading the activity entry…</Text>
      </Group>
    );
  }
  if (entry.data === null) return <NoSuchEntry entryId={entryId} />;
  const row = { id: entryId, ...entry.data };
  const facts: [string, ReactNode][] = [
    ['When', formatActivityTime(row.at)],
    ['Who', row.actorEmail ?? row.actorUid],
    ['Targets', <AuditTargets key="targets" targets={row.targets} />],
    ['Outcome', <AuditEntryOutcome key="outcome" row={row} />],
  ];
  if (row.reason) facts.push(['Reason', row.reason]);
  if (row.exported) facts.push(['Exported', exportedText(row.exported)]);
  return (
    <Card withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h3" title={row.action}>
          {actionLabel(row.action)}
        </Title>
        <Table variant="vertical" withTableBorder aria-label="Activity entry">
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td style={breakAnywhere}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <AuditEntryUndo row={row} />
        </Group>
      </Stack>
    </Card>
  );
}

// One entry of the audit log, live, with its Undo where there is one: what a user's timeline links to.
export function ActivityEntryPage() {
  const { entryId = '' } = useParams();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePaths.activity} size="sm">
        ← All activity
      </Anchor>
      <Title order={1}>Activity entry</Title>
      {recordIdSchema.safeParse(entryId).success ? (
        <EntryDetails entryId={entryId} />
      ) : (
        <NoSuchEntry entryId={entryId} />
      )}
    </Stack>
  );
}
