import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ExportMenu } from '../../components/ExportMenu.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { RowCard, RowCardList } from '../../components/RowCards.tsx';
import { actionLabel } from '../../lib/notices/action-label.ts';
import { countedText } from '../../lib/wording/counted-text.ts';
import { AuditEntryOutcome, AuditEntryUndo } from './AuditEntryActions.tsx';
import { AuditTargets } from './AuditTargets.tsx';
import { type AuditLogView, useLiveAuditLog } from './api/live-audit-log.ts';
import { type AuditLogRow, formatActivityTime } from './audit-log.ts';
import { useAuditLogView } from './use-audit-log-view.ts';

function AuditLogTable({ rows }: { rows: readonly AuditLogRow[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={230}>When</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Targets</Table.Th>
            <Table.Th w={140}>Outcome</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Undo</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatActivityTime(row.at)}</Table.Td>
              <Table.Td title={row.action}>{actionLabel(row.action)}</Table.Td>
              <Table.Td>{row.actorEmail ?? row.actorUid}</Table.Td>
              <Table.Td>
                <AuditTargets targets={row.targets} />
              </Table.Td>
              <Table.Td>
                <AuditEntryOutcome row={row} />
              </Table.Td>
              <Table.Td>
                <AuditEntryUndo row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The log on a phone: a card per entry, named by its action, its outcome as its status.
function AuditLogCards({ rows }: { rows: readonly AuditLogRow[] }) {
  return (
    <RowCardList label="Audit log">
      {rows.map((row) => (
        <RowCard
          key={row.id}
          title={actionLabel(row.action)}
          status={<AuditEntryOutcome row={row} />}
          fields={[
            { label: 'When', value: formatActivityTime(row.at) },
            { label: 'Who', value: row.actorEmail ?? row.actorUid },
            { label: 'Targets', value: <AuditTargets targets={row.targets} /> },
          ]}
          actions={<AuditEntryUndo row={row} />}
        />
      ))}
    </RowCardList>
  );
}

interface AuditLogBodyProps {
  view: AuditLogView;
  limit: number;
  onShowOlder: () => void;
}

function AuditLogBody({ view, limit, onShowOlder }: AuditLogBodyProps) {
  const log = useLiveAuditLog(view, limit);
  const Entries = usePhoneLayout() ? AuditLogCards : AuditLogTable;
  if (log.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the audit log">
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} h={36} />
        ))}
      </Stack>
    );
  }
  if (log.isError) {
    return <Alert color="red">The audit log could not be read: {log.error.message}</Alert>;
  }
  const { rows, mayHaveOlder } = log.data;
  if (rows.length === 0) {
    return <Text c="dimmed">No activity yet: every change made in the console will be listed here.</Text>;
  }
  return (
    <Stack gap="sm">
      <Entries rows={rows} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Showing the {rows.length} most recent entries.
        </Text>
        {mayHaveOlder && (
          <Button variant="default" onClick={onShowOlder} loading={log.isPlaceholderData}>
            Show older entries
          </Button>
        )}
      </Group>
    </Stack>
  );
}

const viewDescriptions: Record<AuditLogView, string> = {
  changes: 'Every change made through the console, and every call that failed, newest first, as it happens.',
  everything:
    'Every call made through the console, with those that changed nothing (searches, counts, previews), newest first, as it happens.',
};

const viewChoices: { value: AuditLogView; label: string }[] = [
  { value: 'changes', label: 'Changes' },
  { value: 'everything', label: 'All calls' },
];

export function AuditLog() {
  const { view, limit, showView, showOlder } = useAuditLogView();
  const phone = usePhoneLayout();
  return (
    <Stack gap="sm" component="section" aria-labelledby="audit-log-title">
      {/* The view's choice and the export beside the title on a desktop; under it on a phone, which has no room
          beside it. */}
      <Group justify="space-between" align="flex-end" wrap={phone ? 'wrap' : 'nowrap'}>
        <Stack gap={4} flex={1} miw={phone ? '100%' : undefined}>
          <Title order={2} id="audit-log-title">
            Audit log
          </Title>
          <Text c="dimmed">{viewDescriptions[view]}</Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <SegmentedControl<AuditLogView>
            aria-label="Entries shown"
            data={viewChoices}
            value={view}
            onChange={showView}
          />
          <ExportMenu
            callable="exportActivity"
            filters={{ view }}
            countText={(count) => countedText(count, { one: 'entry', many: 'entries' })}
          />
        </Group>
      </Group>
      <AuditLogBody view={view} limit={limit} onShowOlder={showOlder} />
    </Stack>
  );
}
