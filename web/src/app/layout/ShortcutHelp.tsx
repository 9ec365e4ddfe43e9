import { Group, Kbd, Table, Text } from '@mantine/core';
import { ResponsiveModal } from '../../components/ResponsiveModal.tsx';
import { type OpensScreen, shortcutHelpFor } from '../keyboard-shortcuts.ts';

interface ShortcutHelpProps {
  opened: boolean;
  onClose: () => void;
  opens: OpensScreen;
}

export function ShortcutHelp({ opened, onClose, opens }: ShortcutHelpProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Keyboard shortcuts" size={400} centered>
      <Table aria-label="Keyboard shortcuts">
        <Table.Tbody>
          {shortcutHelpFor(opens).map(({ keys, does }) => (
            <Table.Tr key={does}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {keys.map((key) => (
                    <Kbd key={key}>{key}</Kbd>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{does}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveModal>
  );
}
