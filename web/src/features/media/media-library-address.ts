import type { MediaFilter } from '@management-center/contract';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';
import { mediaFilterParams, readMediaFilter } from '../../lib/media/media-filters.ts';
import { type MediaPageView, mediaPageParams, readMediaPageView } from '../../lib/media/media-pages.ts';

// What the screen shows, kept in the address so that a view can be bookmarked, survives a reload, and Back returns
// to the last one: the filters (`?website=business&show=unused`, All left out) and the page under them.
export interface MediaLibraryView {
  filter: MediaFilter;
  page: MediaPageView;
}

export const mediaLibraryAddress: ListViewCodec<MediaLibraryView> = {
  read: (params) => {
    const filter = readMediaFilter(params);
    return { filter, page: readMediaPageView(params, filter) };
  },
  write: ({ filter, page }) =>
    new URLSearchParams({ ...mediaFilterParams(filter), ...mediaPageParams(page) }),
};
