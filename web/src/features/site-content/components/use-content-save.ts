import { useState } from 'react';
import { useSaveReleaseChange } from '../api/release-mutations.ts';
import { useUpdateSiteContent } from '../api/site-content-mutations.ts';
import { changedSinceOpenedOf, type EditConflict, shownTheirs } from '../edit-conflict.ts';
import { useReleaseWork } from '../release-work/release-work.ts';
import type { ContentUpdate } from '../update-problem.ts';

interface RefusedSave {
  request: ContentUpdate;
  conflict: EditConflict;
}

/**
 * Saves a row's changed fields with the values its edit started from, or into the release the screen works in. A Done on a row changed since is refused
 * and kept here: the row shows both values, then keeps theirs (nothing to send) or sends its own again, started
 * from theirs.
 */
export function useContentSave(savedFallback: string) {
  const update = useUpdateSiteContent(savedFallback);
  const intoRelease = useSaveReleaseChange();
  const work = useReleaseWork();
  const [refused, setRefused] = useState<RefusedSave>();

  function save(request: ContentUpdate, onSaved: () => void) {
    setRefused(undefined);
    if (work) {
      intoRelease.mutate({ work, update: request }, { onSuccess: onSaved });
      return;
    }
    update.mutate(request, {
      onSuccess: onSaved,
      onError: (error) => {
        const details = changedSinceOpenedOf(error);
        if (details) setRefused({ request, conflict: { ...details, mine: request.fields } });
      },
    });
  }

  return {
    saving: update.isPending || intoRelease.isPending,
    conflict: refused?.conflict,
    save,
    keepMine(onSaved: () => void) {
      if (refused) save({ ...refused.request, startedFrom: shownTheirs(refused.conflict) }, onSaved);
    },
    dismiss: () => setRefused(undefined),
  };
}
