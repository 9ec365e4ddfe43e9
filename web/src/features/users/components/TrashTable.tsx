import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import type { TrashRow } from '../trash-page.ts';
import { deletedAtText, deletedByText, purgeDateText, trashedKindText } from '../trash-rows.ts';
import { userName } from '../user-names.ts';
import { CellText } from './CellText.tsx';

interface TrashTableProps {
  rows: TrashRow[];
  selected: ReadonlySet<string>;
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
  const selectedOnPage = rows.filter((row) => selected.has(row.id)).length;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all deleted users on this page"
                checked={rows.length > 0 && selectedOnPage === rows.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                disabled={rows.length === 0}
                onChange={onToggleAll}
              />
            </Table.Th>
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
                <Table.Td>
                  <CellText>{row.username}</CellText>
                </Table.Td>
                <Table.Td>
                  <CellText>{row.email}</CellText>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{trashedKindText(row)}</Text>
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
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Restore ${name}`}
                      disabled={actionsDisabled}
                      onClick={() => onRestore([row])}
                    >
                      Restore
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`Delete forever: ${name}`}
                      disabled={actionsDisabled}
                      onClick={() => onDeleteForever([row])}
                    >
                      Delete forever
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
