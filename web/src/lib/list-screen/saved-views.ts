import {
  type SavedView,
  type SavedViewList,
  savedViewSchema,
  savedViewsOf,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeCallable } from '../callables/callables.ts';
import { useLiveDatabaseValue } from '../database/live-database.ts';
import { auth } from '../firebase/firebase.ts';
import { notifySuccess } from '../notices/notify.ts';

export interface NamedView extends SavedView {
  key: string;
}

// A stored view that does not parse is left out of the menu rather than hiding the others.
const savedViewsSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .catch(null)
  .transform((views) =>
    Object.entries(views ?? {})
      .flatMap(([key, view]): NamedView[] => {
        const parsed = savedViewSchema.safeParse(view);
        return parsed.success ? [{ key, ...parsed.data }] : [];
      })
      .sort((first, second) => first.name.localeCompare(second.name)),
  );

/** The signed-in member's saved views of one list, live, in name order. */
export function useSavedViews(list: SavedViewList) {
  const uid = auth.currentUser?.uid ?? '';
  return useLiveDatabaseValue(savedViewsOf(uid, list), savedViewsSchema);
}

export function useSaveView(list: SavedViewList) {
  return useMutation({
    mutationFn: (view: { name: string; params: string }) => invokeCallable('saveView', { list, ...view }),
    onSuccess: ({ replaced }, { name }) =>
      notifySuccess(replaced ? `The view ${name} now shows these filters.` : `Saved the view ${name}.`),
  });
}

export function useDeleteSavedView(list: SavedViewList) {
  return useMutation({
    mutationFn: (view: NamedView) => invokeCallable('deleteSavedView', { list, viewKey: view.key }),
    onSuccess: (_output, { name }) => notifySuccess(`Deleted the view ${name}.`),
  });
}
