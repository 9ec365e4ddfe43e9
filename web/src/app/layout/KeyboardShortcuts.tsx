import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchShortcutAttribute } from '../../lib/search-shortcut.ts';
import { useTeamRole } from '../../lib/team-role.ts';
import { type OpensScreen, shortcutHelpFor, shortcutOf } from '../keyboard-shortcuts.ts';
import { screensShownTo } from './console-screens.ts';

interface ShortcutHelpProps {
  opened: boolean;
  onClose: () => void;
  opens: OpensScreen;
}

function ShortcutHelp({ opened, onClose, opens }: ShortcutHelpProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size={400} centered>
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
    </Modal>
  );
}

// The keys of keyboard-shortcuts.ts, on every screen of the console; none fires while typing in a field, and a
// `g` key goes only to a screen the member's role opens.
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const role = useTeamRole();
  const opens = useCallback<OpensScreen>(
    (to) => screensShownTo(role).some((screen) => screen.to === to),
    [role],
  );
  const [helpOpened, setHelpOpened] = useState(false);
  const goToSince = useRef<number | undefined>(undefined);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutOf(event, goToSince.current, Date.now(), opens);
      goToSince.current = action?.kind === 'awaitGoTo' ? action.at : undefined;
      if (action === undefined || action.kind === 'awaitGoTo') return;
      event.preventDefault();
      if (action.kind === 'goTo') navigate(action.to);
      else if (action.kind === 'showHelp') setHelpOpened(true);
      else document.querySelector<HTMLElement>(`[${searchShortcutAttribute}]`)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, opens]);
  return <ShortcutHelp opened={helpOpened} onClose={() => setHelpOpened(false)} opens={opens} />;
}
