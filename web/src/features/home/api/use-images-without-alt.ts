import { mediaLibraryPath, mediaOrderField, mediaOrderRange } from '@management-center/contract';
import { z } from 'zod';
import { usePolledDatabaseValue } from '../../../lib/database/polled-database.ts';

const withoutAlt = { website: 'all', folder: 'all', show: 'noAlt' } as const;

// Counted up to this many: the home page reads at most one more entry, whatever the library holds.
export const imagesWithoutAltCountedUpTo = 20;

const countSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .catch(null)
  .transform((entries) => Object.keys(entries ?? {}).length);

/** How many images of the Media Library have no alt text, read once: more than the bound reads as bound + 1. */
export function useImagesWithoutAltCount(enabled: boolean) {
  const { start, end } = mediaOrderRange(withoutAlt);
  return usePolledDatabaseValue(
    enabled
      ? {
          path: mediaLibraryPath,
          orderBy: { child: `order/${mediaOrderField(withoutAlt)}` },
          startAt: [start],
          endAt: [end],
          limitToFirst: imagesWithoutAltCountedUpTo + 1,
        }
      : undefined,
    countSchema,
    false,
  );
}
