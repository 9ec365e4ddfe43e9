import { useEffect, useRef, useSyncExternalStore } from 'react';

// What the screen on show offers the command palette: its own actions, listed while the screen is up. A screen
// registers them (usePaletteActions) and the palette lists them (useScreenPaletteActions); neither knows the other.
export interface PaletteAction {
  id: string;
  label: string;
  run: () => void;
}

const registrations = new Map<symbol, readonly PaletteAction[]>();
const listeners = new Set<() => void>();
let registered: readonly PaletteAction[] = [];

function changed(): void {
  registered = [...registrations.values()].flat();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Offers `actions` in the palette while the calling screen is shown. The list is registered again only when its
 * ids or labels change; each action runs what the screen's latest render gave it.
 */
export function usePaletteActions(actions: readonly PaletteAction[]): void {
  const latest = useRef(actions);
  latest.current = actions;
  const shape = JSON.stringify(actions.map(({ id, label }) => [id, label]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids and labels (`shape`) decide what is listed; the actions run through `latest`.
  useEffect(() => {
    const registration = Symbol('palette actions');
    registrations.set(
      registration,
      latest.current.map(({ id, label }) => ({
        id,
        label,
        run: () => latest.current.find((action) => action.id === id)?.run(),
      })),
    );
    changed();
    return () => {
      registrations.delete(registration);
      changed();
    };
  }, [shape]);
}

/** The actions the screens on show offer now. */
export function useScreenPaletteActions(): readonly PaletteAction[] {
  return useSyncExternalStore(subscribe, () => registered);
}
