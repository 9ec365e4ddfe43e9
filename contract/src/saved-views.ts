import { z } from 'zod';
import { databaseKeyOf } from './read-models/database-key.ts';

// A member names the filters a list shows (its address's query string) and finds them again in that list's menu.
// Each member's views are theirs alone: `savedViews/{uid}/{list}/{viewKey}`, read by that member only, written
// through the saveView and deleteSavedView callables.
export const savedViewsPath = 'savedViews';

// The lists with filters to name: the users screen's search, type, status and join days, the feedback screen's three
// filters.
export const savedViewLists = ['users', 'feedback'] as const;
export type SavedViewList = (typeof savedViewLists)[number];

export const maxSavedViewNameLength = 60;
// A list's address holds a few filters and a page's neighbour: far below this.
export const maxSavedViewParamsLength = 500;
export const maxSavedViewsPerList = 50;

export const savedViewSchema = z.object({
  name: z.string(),
  // The query string the list's address had, without its `?` (empty: the list unfiltered).
  params: z.string(),
  savedAt: z.number(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export function savedViewsOf(uid: string, list: SavedViewList): string {
  return `${savedViewsPath}/${uid}/${list}`;
}

/** A view's key: its name, whatever its case, so that saving under a name again replaces that view. */
export function savedViewKey(name: string): string {
  return databaseKeyOf(name.trim().toLocaleLowerCase('en-US'));
}
