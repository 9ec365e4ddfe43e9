import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchShortcutAttribute } from '../../lib/search-shortcut.ts';
import { shortcutHelp, shortcutOf } from '../keyboard-shortcuts.ts';

function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size={400} centered>
      <Table aria-label="Keyboard shortcuts">
        <Table.Tbody>
          {shortcutHelp.map(({ keys, does }) => (
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
    </Modal>
  );
}

// The keys of keyboard-shortcuts.ts, on every screen of the console; none fires while typing in a field.
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [helpOpened, setHelpOpened] = useState(false);
  const goToSince = useRef<number | undefined>(undefined);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutOf(event, goToSince.current, Date.now());
      goToSince.current = action?.kind === 'awaitGoTo' ? action.at : undefined;
      if (action === undefined || action.kind === 'awaitGoTo') return;
      event.preventDefault();
      if (action.kind === 'goTo') navigate(action.to);
      else if (action.kind === 'showHelp') setHelpOpened(true);
      else document.querySelector<HTMLElement>(`[${searchShortcutAttribute}]`)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return <ShortcutHelp opened={helpOpened} onClose={() => setHelpOpened(false)} />;
}
