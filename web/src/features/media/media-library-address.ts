import type { MediaFilter } from '@management-center/contract';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';
import { mediaFilterParams, readMediaFilter } from '../../lib/media/media-filters.ts';
import { type MediaPageView, mediaPageParams, readMediaPageView } from '../../lib/media/media-pages.ts';
import { mediaSearchPageParams, readMediaSearchPageView } from '../../lib/media/media-search.ts';

// What the screen shows, kept in the address so that a view can be bookmarked, survives a reload, and Back returns
// to the last one: the search, the filters (`?search=dana&website=business&show=unused`, empty and All left out) and
// the page under them (a search's by its number, the library's from the image next to it).
export interface MediaLibraryView {
  search: string;
  filter: MediaFilter;
  page: MediaPageView;
}

export const mediaLibraryAddress: ListViewCodec<MediaLibraryView> = {
  read: (params) => {
    const search = params.get('search') ?? '';
    const filter = readMediaFilter(params);
    const page = search === '' ? readMediaPageView(params, filter) : readMediaSearchPageView(params);
    return { search, filter, page };
  },
  write: ({ search, filter, page }) =>
    new URLSearchParams({
      ...(search === '' ? {} : { search }),
      ...mediaFilterParams(filter),
      ...(search === '' ? mediaPageParams(page) : mediaSearchPageParams(page)),
    }),
};
