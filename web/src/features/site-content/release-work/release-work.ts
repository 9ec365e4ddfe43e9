import { type Release, releaseChangeKey, type SiteContentTargetName } from '@management-center/contract';
import { createContext, useContext, useEffect } from 'react';
import { isEditableRelease, useRelease } from '../../../lib/releases/live-releases.ts';
import { useChosenReleaseId, workInRelease } from './chosen-release.ts';

/** The release a content screen saves into instead of the live websites. */
export interface ReleaseWork {
  releaseId: string;
  release: Release;
}

export type ReleaseWorkState =
  | { kind: 'live' }
  // The chosen release is being read: the screen waits, so that no Done goes live meanwhile.
  | { kind: 'reading' }
  | { kind: 'release'; work: ReleaseWork };

/**
 * The release chosen in this tab, live. A release published, being published or gone ends the work in it: the
 * screen is live again.
 */
export function useReleaseWorkState(): ReleaseWorkState {
  const releaseId = useChosenReleaseId();
  const release = useRelease(releaseId);
  const data = release.data;
  const ended =
    releaseId !== undefined && (data === null || (data !== undefined && !isEditableRelease(data)));
  useEffect(() => {
    if (ended) workInRelease(undefined);
  }, [ended]);
  if (releaseId === undefined || ended || release.error) return { kind: 'live' };
  if (data === undefined || data === null) return { kind: 'reading' };
  return { kind: 'release', work: { releaseId, release: data } };
}

const ReleaseWorkContext = createContext<ReleaseWork | undefined>(undefined);

export const ReleaseWorkProvider = ReleaseWorkContext.Provider;

/** The release the screen works in, if any. */
export function useReleaseWork(): ReleaseWork | undefined {
  return useContext(ReleaseWorkContext);
}

/**
 * The name of the release that changes this row, where the screen works in one that does: that adds its item, or
 * changes one of `fields` (a node's fields may be shown as several rows).
 */
export function useRowInRelease(
  target: SiteContentTargetName,
  id: string | undefined,
  fields: readonly string[],
): string | undefined {
  const work = useReleaseWork();
  const change = work?.release.changes?.[releaseChangeKey(target, id)];
  if (!work || !change) return undefined;
  const changesRow = change.kind !== 'update' || fields.some((field) => field in (change.fields ?? {}));
  return changesRow ? work.release.name : undefined;
}
