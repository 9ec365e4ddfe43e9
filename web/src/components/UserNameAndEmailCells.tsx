import { Table } from '@mantine/core';
import { CellText } from './CellText.tsx';

// The two columns by which the administrator tells users apart, side by side in every table of users.
export function UserNameAndEmailCells({ username, email }: { username: string; email: string }) {
  return (
    <>
      <Table.Td>
        <CellText>{username}</CellText>
      </Table.Td>
      <Table.Td>
        <CellText>{email}</CellText>
      </Table.Td>
    </>
  );
}
