import {
  type ContentAuthor,
  type Release,
  type ReleaseChange,
  releaseChangeKey,
  releaseMessages,
  releasePath,
  type ShownFieldValue,
  type SiteContentTargetName,
  siteContentPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import type { ContentNode } from '../site-content/content-nodes.ts';

export interface ChangedRow {
  target: SiteContentTargetName;
  itemId?: string | undefined;
}

/** A row's change in the release, and the audit targets that name the release and the row. */
export function rowOf({ target, itemId }: ChangedRow) {
  return { key: releaseChangeKey(target, itemId), path: siteContentPath(target, itemId) };
}

export function changeTargets(releaseId: string, row: ChangedRow): string[] {
  return [releasePath(releaseId), rowOf(row).path];
}

export function withChange(release: Release, key: string, change: ReleaseChange | undefined): Release {
  const { [key]: _replaced, ...others } = release.changes ?? {};
  return { ...release, changes: change === undefined ? others : { ...others, [key]: change } };
}

/** The release with the row's change reviewed: no longer among those its last publish was blocked by. */
export function reviewed(release: Release, key: string): Release {
  const { blocked, ...rest } = release;
  const nodes = blocked?.nodes.filter((node) => node !== key) ?? [];
  return blocked && nodes.length > 0 ? { ...rest, blocked: { ...blocked, nodes } } : rest;
}

/** A stored field's value as a change's base holds it: none stored is null. */
function shownValue(value: unknown): ShownFieldValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  return null;
}

/** The live values of `names`, what a change of them starts from. */
export function baseOf(
  live: ContentNode | undefined,
  names: Iterable<string>,
): Record<string, ShownFieldValue> {
  return Object.fromEntries([...names].map((name) => [name, shownValue(live?.[name])]));
}

export function saved(author: ContentAuthor) {
  return { savedAt: Date.now(), savedBy: author };
}

export function deletedInRelease(): HttpsError {
  return new HttpsError('failed-precondition', releaseMessages.deletedInRelease);
}
