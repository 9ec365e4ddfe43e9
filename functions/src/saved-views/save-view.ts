import {
  maxSavedViewsPerList,
  type SavedView,
  savedViewKey,
  savedViewSchema,
  savedViewsOf,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';

type Outcome = 'added' | 'replaced' | 'full';

/**
 * Keeps the filters a list shows under a name, in the caller's own views of that list: a name saved again (in any
 * case) replaces its view; a list holds at most maxSavedViewsPerList views. One transaction on the caller's views
 * of the list, so two tabs saving at once cannot pass the limit.
 */
export const saveOwnView: UseCase<'saveView'> = async ({ list, name, params }, actor) => {
  const path = savedViewsOf(actor.uid, list);
  const viewKey = savedViewKey(name);
  const view: SavedView = { name, params, savedAt: Date.now() };
  let outcome = 'added' as Outcome;
  await (await database()).ref(path).transaction(
    (stored: unknown) => {
      const views = (stored ?? {}) as Record<string, unknown>;
      const known = Object.keys(views).filter((key) => savedViewSchema.safeParse(views[key]).success);
      if (Object.hasOwn(views, viewKey)) outcome = 'replaced';
      else if (known.length >= maxSavedViewsPerList) {
        outcome = 'full';
        return stored;
      } else outcome = 'added';
      return { ...views, [viewKey]: view };
    },
    undefined,
    false,
  );
  if (outcome === 'full') {
    throw new HttpsError(
      'resource-exhausted',
      `A list keeps at most ${maxSavedViewsPerList} saved views: delete one before saving another.`,
    );
  }
  return { output: { viewKey, replaced: outcome === 'replaced' }, targets: [`${path}/${viewKey}`] };
};

export const saveView = teamCallable('saveView', saveOwnView);
