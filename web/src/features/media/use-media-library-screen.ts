import { useCallback, useEffect, useState } from 'react';
import { useListAddress } from '../../lib/list-screen/use-list-address.ts';
import { type MediaLibraryImage, newestMediaPage } from '../../lib/media/media-pages.ts';
import { useMediaPage } from '../../lib/media/use-media-page.ts';
import { usePaletteActions } from '../../lib/navigation/palette-actions.ts';
import { mediaLibraryAddress } from './media-library-address.ts';

// What a card's action opens: one dialog at a time, over the image as the card showed it.
export type MediaImageAction =
  | { kind: 'editAlt'; image: MediaLibraryImage }
  | { kind: 'delete'; image: MediaLibraryImage }
  // First the picker, then, with the replacement chosen, the confirmation.
  | { kind: 'replace'; image: MediaLibraryImage; replacement?: MediaLibraryImage };

/**
 * The Media Library screen: the search, filters and page kept in the address, the page they show, and the dialog
 * open. The page component lays it out.
 */
export function useMediaLibraryScreen() {
  // A filter chosen and a page moved to are entries of the history, shown at once, as on the other lists.
  const { view, show, update } = useListAddress(mediaLibraryAddress, { history: 'push', flushSync: true });
  const { filter, search } = view;
  const { page, updating, error, moved } = useMediaPage(filter, view.page, search);
  const [action, setAction] = useState<MediaImageAction>();
  const [confirmingDeleteAllUnused, setConfirmingDeleteAllUnused] = useState(false);

  // A page emptied meanwhile (its images deleted or, under a filter, used or described elsewhere) leaves nothing
  // to page on from: start again at the newest, in place of the emptied page in the history. Not synchronous, as
  // an effect asks for it.
  const showNewestPage = useCallback(
    () =>
      update((current) => ({ ...current, page: newestMediaPage }), { history: 'replace', flushSync: false }),
    [update],
  );
  const emptiedPage = page !== undefined && page.images.length === 0 && view.page.page > 1;
  useEffect(() => {
    if (emptiedPage) showNewestPage();
  }, [emptiedPage, showNewestPage]);

  // The library's Delete all unused deletes every unused image, whatever the website and folder shown: offered
  // where the unused ones are listed.
  const deleteAllUnusedOffered = filter.show === 'unused' && (page?.images.length ?? 0) > 0;
  usePaletteActions(
    deleteAllUnusedOffered
      ? [
          {
            id: 'delete-all-unused-images',
            label: 'Delete all unused images',
            run: () => setConfirmingDeleteAllUnused(true),
          },
        ]
      : [],
  );

  return {
    filter,
    search,
    pageNumber: view.page.page,
    page,
    updating,
    error,
    showFilter: (next: typeof filter) => show({ search, filter: next, page: newestMediaPage }),
    // Each keystroke replaces the entry of the history, as on the users screen, shown at once: the box echoes the
    // address.
    showSearch: (next: string) =>
      update((current) => ({ ...current, search: next, page: newestMediaPage }), { history: 'replace' }),
    showPage: (move: 'previous' | 'next') => {
      if (page) show({ search, filter, page: moved(move) });
    },
    action,
    startAction: setAction,
    endAction: () => setAction(undefined),
    deleteAllUnused: {
      offered: deleteAllUnusedOffered,
      confirming: confirmingDeleteAllUnused,
      ask: () => setConfirmingDeleteAllUnused(true),
      close: () => setConfirmingDeleteAllUnused(false),
    },
  };
}

export type MediaLibraryScreen = ReturnType<typeof useMediaLibraryScreen>;
