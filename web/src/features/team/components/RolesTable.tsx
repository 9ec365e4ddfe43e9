import { Table, Text } from '@mantine/core';
import { usePhoneLayout } from '../../../components/phone-layout.ts';
import tableScroll from '../../../components/sticky-first-column.module.css';
import { rolesTable } from '../roles-table.ts';

// On a phone the table scrolls sideways in its box, which then takes the focus: a keyboard scrolls it too, as
// nothing in it takes the focus.
const phoneRolesScroll = {
  viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'What each role may do' },
};

// The contract's table of roles, as docs/product.md's (Roles): what each role may do.
export function RolesTable() {
  const { header, rows } = rolesTable();
  const phone = usePhoneLayout();
  return (
    <Table.ScrollContainer
      minWidth={700}
      className={tableScroll.stickyFirstColumn}
      scrollAreaProps={phone ? phoneRolesScroll : undefined}
    >
      <Table verticalSpacing={4} aria-label="What each role may do">
        <Table.Thead>
          <Table.Tr>
            {header.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([permission, ...allowed]) => (
            <Table.Tr key={permission}>
              <Table.Td>
                <Text size="sm">{permission}</Text>
              </Table.Td>
              {allowed.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the roles, always in this order.
                <Table.Td key={column}>
                  <Text size="sm">{cell}</Text>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
