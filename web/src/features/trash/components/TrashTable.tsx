import { trashedKindText } from '@management-center/contract';
import { Checkbox, Table, Text } from '@mantine/core';
import { SelectPageHeaderCell } from '../../../components/SelectPageHeaderCell.tsx';
import { UserNameAndEmailCells } from '../../../components/UserNameAndEmailCells.tsx';
import { pageSelection } from '../../../lib/list-screen/row-selection.ts';
import { userName } from '../../../lib/users/user-names.ts';
import { deletedAtText, deletedByText, purgeDateText } from '../trash-rows.ts';
import { TrashRowActionButtons, type TrashRowsProps } from './TrashRowParts.tsx';

export function TrashTable(props: TrashRowsProps) {
  const { rows, selected, retentionDays, onToggle, onToggleAll } = props;
  const onPage = pageSelection(
    selected,
    rows.map((row) => row.id),
  );
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
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${userName(row)}`}
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
              <Table.Td>
                <TrashRowActionButtons row={row} actions={props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
