import {
  type DirectoryEntry,
  directoryEntrySchema,
  directoryKey,
  readModelPaths,
  usersExportColumns,
  usersFilterText,
} from '@management-center/contract';
import { countUsersMatching, matchingUserPages, type UserMatch } from '../matching/matching-users.ts';
import type { RangeStore } from '../matching/range-store.ts';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import { exportCallable, exportPageSize } from './write-export.ts';

// A search pages through a search list, which holds names only: each row's directory entry is read by its key.
const entryReadsInFlight = 50;

async function* directoryEntryPages(
  store: RangeStore,
  pages: AsyncIterable<UserMatch[]>,
): AsyncGenerator<DirectoryEntry[]> {
  for await (const page of pages) {
    const stored = await mapWithBoundedConcurrency(page, entryReadsInFlight, (match) =>
      'directoryEntry' in match
        ? Promise.resolve(match.directoryEntry)
        : store.readValue(`${readModelPaths.userDirectory}/${directoryKey(match.kind, match.userId)}`),
    );
    // A user deleted since the page was read has no entry any more, and is no longer a row of the screen.
    yield stored.flatMap((value) => {
      const parsed = directoryEntrySchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  }
}

/** The users screen's rows under its search and filters, to a file (readUsers). */
export const exportUsers = exportCallable('exportUsers', ({ matching, format }, store) => ({
  list: 'users',
  format,
  filter: usersFilterText(matching),
  columns: usersExportColumns,
  pages: directoryEntryPages(store, matchingUserPages(store, matching, { pageSize: exportPageSize })),
  total: () => countUsersMatching(store, matching, { pageSize: exportPageSize }),
}));
