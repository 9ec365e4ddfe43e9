import { trashedKindText } from '@management-center/contract';
import { Button, Checkbox, Table, Text } from '@mantine/core';
import { SelectPageHeaderCell } from '../../../components/SelectPageHeaderCell.tsx';
import { UserNameAndEmailCells } from '../../../components/UserNameAndEmailCells.tsx';
import { UserRowActions } from '../../../components/UserRowActions.tsx';
import { pageSelection, type RowSelection } from '../../../lib/row-selection.ts';
import { useAllows } from '../../../lib/team-role.ts';
import { userName } from '../../../lib/user-names.ts';
import type { TrashRow } from '../trash-page.ts';
import { deletedAtText, deletedByText, purgeDateText } from '../trash-rows.ts';

interface TrashTableProps {
  rows: TrashRow[];
  selected: RowSelection;
  retentionDays: number;
  actionsDisabled: boolean;
  onToggle: (row: TrashRow) => void;
  onToggleAll: () => void;
  onRestore: (rows: TrashRow[]) => void;
  onDeleteForever: (rows: TrashRow[]) => void;
}

export function TrashTable({
  rows,
  selected,
  retentionDays,
  actionsDisabled,
  onToggle,
  onToggleAll,
  onRestore,
  onDeleteForever,
}: TrashTableProps) {
  const onPage = pageSelection(
    selected,
    rows.map((row) => row.id),
  );
  const mayRestore = useAllows('deleteUsers');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeaderCell
              label="Select all deleted users on this page"
              page={onPage}
              disabled={rows.length === 0}
              onToggle={onToggleAll}
            />
            <Table.Th>User name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th w={110}>User type</Table.Th>
            <Table.Th w={175}>Deleted</Table.Th>
            <Table.Th w={115}>Deleted for good on</Table.Th>
            <Table.Th w={255}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = userName(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row)}
                  />
                </Table.Td>
                <UserNameAndEmailCells username={row.username} email={row.email} />
                <Table.Td>
                  <Text size="sm">{trashedKindText(row.collections)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{deletedAtText(row)}</Text>
                  <Text size="xs" c="dimmed" truncate="end" title={deletedByText(row)}>
                    {deletedByText(row)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{purgeDateText(row, retentionDays)}</Text>
                </Table.Td>
                <UserRowActions
                  action={
                    mayRestore && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`Restore ${name}`}
                        disabled={actionsDisabled}
                        onClick={() => onRestore([row])}
                      >
                        Restore
                      </Button>
                    )
                  }
                  removal={
                    mayRestore ? { text: 'Delete forever', ariaLabel: `Delete forever: ${name}` } : undefined
                  }
                  removalDisabled={actionsDisabled}
                  onRemove={() => onDeleteForever([row])}
                />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
