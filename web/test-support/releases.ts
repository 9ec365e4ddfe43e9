import { type Release, type ReleaseChange, releaseChangeKey, releasePath } from '@management-center/contract';
import { storedData } from './live-database.ts';

// Releases as the server stores them, for the screens' tests: prepared by the editor, a draft unless said.
export const releaseAuthor = { uid: 'editor-1', email: 'editor@example.com' };

type PreparedChange = Omit<ReleaseChange, 'savedAt' | 'savedBy'>;

/** A release's changes, each under its row's key, saved by the editor. */
export function releaseChanges(...changes: readonly PreparedChange[]): NonNullable<Release['changes']> {
  return Object.fromEntries(
    changes.map((change) => [
      releaseChangeKey(change.target, change.itemId),
      { ...change, savedAt: 1, savedBy: releaseAuthor },
    ]),
  );
}

export function storeRelease(releaseId: string, release: Partial<Release> & { name: string }): void {
  storedData.set(releasePath(releaseId), {
    createdAt: 1,
    createdBy: releaseAuthor,
    status: 'draft',
    ...release,
  });
}
