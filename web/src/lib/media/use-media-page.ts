import type { MediaFilter } from '@management-center/contract';
import { useLiveDatabaseRange } from '../database/live-database.ts';
import {
  type MediaPage,
  type MediaPageView,
  mediaPageOf,
  mediaPageRange,
  mediaRangeSchema,
} from './media-pages.ts';

/**
 * One page of the media library under a filter, live: an image uploaded, described, used or deleted elsewhere
 * shows at once, and a page costs the same to read whatever the library's size.
 */
export function useMediaPage(
  filter: MediaFilter,
  view: MediaPageView,
): { page?: MediaPage; error: Error | null } {
  const read = useLiveDatabaseRange(mediaPageRange(filter, view), mediaRangeSchema);
  return { page: read.data && mediaPageOf(view, read.data), error: read.error };
}
