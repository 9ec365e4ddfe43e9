import { type ChangeUndo, permissionOf } from '@management-center/contract';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { actionLabel } from '../../lib/notices/action-label.ts';
import { useAllows } from '../../lib/session/team-role.ts';
import { useUndoContentChange } from './api/undo-content-change.ts';
import { useUndoDeletion } from './api/undo-deletion.ts';
import { useUndoStoredChange } from './api/undo-stored-change.ts';
import { type AuditLogRow, formatActivityTime, outcomeBadge } from './audit-log.ts';
import { deletedUserIds } from './audit-undo.ts';
import { isUndoableContentChange } from './content-undo.ts';

// What an audit entry shows beside its facts, in the log's table and on the entry's own page: how the call ended,
// and the Undo of what it changed, where there is one the member may make.

export function AuditEntryOutcome({ row }: { row: AuditLogRow }) {
  const badge = outcomeBadge(row.outcome, row.errorCode);
  if (row.outcome === 'succeeded') return <Badge color={badge.color}>{badge.label}</Badge>;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={badge.color}>{badge.label}</Badge>
      {row.errorCode && (
        <Text size="xs" c="dimmed">
          {row.errorCode}
        </Text>
      )}
    </Stack>
  );
}

function UndoAction({ row, pending, onUndo }: { row: AuditLogRow; pending: boolean; onUndo: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={pending}
      aria-label={`Undo ${actionLabel(row.action).toLowerCase()} of ${formatActivityTime(row.at)}`}
      onClick={onUndo}
    >
      Undo
    </Button>
  );
}

// A deletion moved its users to the trash: Undo restores those still there.
function UndoDeletion({ row, userIds }: { row: AuditLogRow; userIds: string[] }) {
  const undo = useUndoDeletion();
  return <UndoAction row={row} pending={undo.isPending} onUndo={() => undo.mutate(userIds)} />;
}

// A content change kept the version it replaced: Undo puts it back (or deletes the item the change added).
function UndoContentChange({ row }: { row: AuditLogRow }) {
  const undo = useUndoContentChange();
  return <UndoAction row={row} pending={undo.isPending} onUndo={() => undo.mutate(row)} />;
}

// A change that names the call that undoes it: offered to those whose role allows that call.
function UndoStoredChange({ row, undo }: { row: AuditLogRow; undo: ChangeUndo }) {
  const undoChange = useUndoStoredChange();
  const allowed = useAllows(permissionOf(undo.callable));
  if (!allowed) return null;
  return <UndoAction row={row} pending={undoChange.isPending} onUndo={() => undoChange.mutate(undo)} />;
}

export function AuditEntryUndo({ row }: { row: AuditLogRow }) {
  if (row.undo && row.outcome === 'succeeded') return <UndoStoredChange row={row} undo={row.undo} />;
  const userIds = deletedUserIds(row);
  if (userIds.length > 0) return <UndoDeletion row={row} userIds={userIds} />;
  if (isUndoableContentChange(row)) return <UndoContentChange row={row} />;
  return null;
}
