import { savedViewsOf } from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';

/** Removes one of the caller's own saved views; a view already gone is answered as not deleted. */
export const deleteOwnSavedView: UseCase<'deleteSavedView'> = async ({ list, viewKey }, actor) => {
  const path = `${savedViewsOf(actor.uid, list)}/${viewKey}`;
  let deleted = false as boolean;
  await (await database()).ref(path).transaction(
    (stored: unknown) => {
      deleted = stored !== null;
      return null;
    },
    undefined,
    false,
  );
  return { output: { deleted }, targets: deleted ? [path] : [] };
};

export const deleteSavedView = teamCallable('deleteSavedView', deleteOwnSavedView);
