import { useSyncExternalStore } from 'react';

// The release this tab works in: every content screen opened in the tab works there until Leave release, and a
// reload keeps it (sessionStorage lasts as long as the tab).
const storageKey = 'management-center:work-in-release';
const listeners = new Set<() => void>();

function chosenReleaseId(): string | undefined {
  try {
    return sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Works in the release from now on in this tab, or on the live websites again when `releaseId` is undefined. */
export function workInRelease(releaseId: string | undefined): void {
  try {
    if (releaseId === undefined) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, releaseId);
  } finally {
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChosenReleaseId(): string | undefined {
  return useSyncExternalStore(subscribe, chosenReleaseId, () => undefined);
}
