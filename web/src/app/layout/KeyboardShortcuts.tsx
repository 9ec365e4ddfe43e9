import { spotlight } from '@mantine/spotlight';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchShortcutAttribute } from '../../lib/navigation/search-shortcut.ts';
import { useTeamRole } from '../../lib/session/team-role.ts';
import { type OpensScreen, shortcutOf } from '../keyboard-shortcuts.ts';
import { screensShownTo } from './console-screens.ts';

const ShortcutHelp = lazy(async () => ({ default: (await import('./ShortcutHelp.tsx')).ShortcutHelp }));

// The keys of keyboard-shortcuts.ts, on every screen of the console from its first drawing (the palette itself and
// the help load after it, and show what the key asked for once they have); none but Ctrl+K fires while typing in
// a field, and a `g` key goes only to a screen the member's role opens.
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
      if (action.kind === 'openPalette') spotlight.open();
      else if (action.kind === 'goTo') navigate(action.to);
      else if (action.kind === 'showHelp') setHelpOpened(true);
      else document.querySelector<HTMLElement>(`[${searchShortcutAttribute}]`)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, opens]);
  if (!helpOpened) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutHelp opened onClose={() => setHelpOpened(false)} opens={opens} />
    </Suspense>
  );
}
