import {
  readModelPaths,
  searchGramKey,
  searchGramsOfName,
  searchListValue,
  type UserReadModels,
} from '@management-center/contract';

/**
 * The one multi-path update that makes a user's directory entry, search lists, feedback queue entry, e-mail
 * failure entry and place in the approval queue what `models` says. `listedName` is the name the stored entry's
 * search lists were written for: the lists of grams it had and the new name lacks are left.
 */
export function userReadModelUpdate(
  models: UserReadModels,
  listedName: string | undefined,
): Record<string, unknown> {
  const { key, entry } = models;
  const update: Record<string, unknown> = {
    [`${readModelPaths.userDirectory}/${key}`]: entry ?? null,
  };
  if (models.kind === 'normal') {
    update[`${readModelPaths.feedbackQueue}/${models.userId}`] = models.feedback ?? null;
  } else {
    update[`${readModelPaths.approvalEmailFailures}/${models.userId}`] = models.approvalEmailFailure ?? null;
    update[`${readModelPaths.approvalQueue}/${models.userId}`] = models.waitingSince ?? null;
  }
  const previousGrams = listedName === undefined ? new Set<string>() : searchGramsOfName(listedName);
  for (const gram of models.grams) {
    update[`${readModelPaths.userSearch}/${searchGramKey(gram)}/${key}`] = entry
      ? searchListValue(entry)
      : null;
  }
  for (const gram of previousGrams) {
    if (models.grams.has(gram)) continue;
    update[`${readModelPaths.userSearch}/${searchGramKey(gram)}/${key}`] = null;
  }
  return update;
}

/** The grams whose lists gained or lost this user: their approximate sizes guide which list a search reads. */
export function searchGramCountChanges(
  models: UserReadModels,
  listedName: string | undefined,
): Map<string, number> {
  const previousGrams = listedName === undefined ? new Set<string>() : searchGramsOfName(listedName);
  const changes = new Map<string, number>();
  for (const gram of models.grams) if (!previousGrams.has(gram)) changes.set(searchGramKey(gram), 1);
  for (const gram of previousGrams) if (!models.grams.has(gram)) changes.set(searchGramKey(gram), -1);
  return changes;
}

/** Whether two derivations would store the same read models. */
export function sameReadModels(first: UserReadModels, second: UserReadModels): boolean {
  return (
    JSON.stringify([
      first.entry,
      first.feedback,
      first.approvalEmailFailure,
      first.metrics,
      first.waitingSince,
    ]) ===
    JSON.stringify([
      second.entry,
      second.feedback,
      second.approvalEmailFailure,
      second.metrics,
      second.waitingSince,
    ])
  );
}
