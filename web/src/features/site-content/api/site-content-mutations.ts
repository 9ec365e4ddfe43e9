import {
  alertMessages,
  type CallableInput,
  callableNames,
  type ImageContentType,
  mediaMessages,
  releaseMessages,
  type SiteImageTargetName,
  type SiteItemTargetName,
  siteItemListPath,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { push, ref } from 'firebase/database';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import { retryUncertainFailure } from '../../../lib/callables/uncertain-failure-retry.ts';
import { database } from '../../../lib/firebase/firebase-database.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import { capitalised } from '../capitalised.ts';
import { changedSinceOpenedOf } from '../edit-conflict.ts';
import type { ReleaseWork } from '../release-work/release-work.ts';
import { addedMessage, deletedMessage, updatedMessage, uploadedMessage } from '../success-messages.ts';
import type { ContentUpdate } from '../update-problem.ts';

// The screens read the content through live listeners, which show each change as soon as it is stored: the
// mutations need no cache invalidation.

// `savedFallback`: what a save says where the message catalogue has no text for the changed fields. A row changed
// by someone else since its edit began is refused, and the row answers that itself (use-content-save.ts).
export function useUpdateSiteContent(savedFallback: string) {
  return useMutation({
    mutationFn: ({ target, id, fields, startedFrom }: ContentUpdate) =>
      invokeCallable(
        callableNames.updateSiteContent,
        // A row names its fields at run time, for any target: the contract's schema checks them, in
        // updateProblem before the call and again on the server.
        {
          target,
          ...(id === undefined ? {} : { id }),
          fields,
          ...(startedFrom === undefined ? {} : { startedFrom }),
        } as CallableInput<'updateSiteContent'>,
      ),
    meta: { answeredOnScreen: (error) => changedSinceOpenedOf(error) !== undefined },
    onSuccess: (_output, { target, fields }) =>
      notifySuccess(updatedMessage(target, Object.keys(fields), savedFallback)),
  });
}

interface NewSiteItem {
  target: SiteItemTargetName;
  id: string;
}

// push() without a value only makes a key (ordered by the server's clock, as the items are): every attempt of one
// addition names the same item, so the server adds it once however often the call is sent.
export function newSiteItem(target: SiteItemTargetName): NewSiteItem {
  const { key } = push(ref(database, siteItemListPath(target)));
  if (key === null) throw new Error('A pushed reference has a key');
  return { target, id: key };
}

// `noun`: what the item is called on the screen ("member", "contact row").
export function useAddSiteItem(noun: string) {
  const mutation = useMutation({
    mutationFn: (item: NewSiteItem) => invokeCallable(callableNames.addSiteItem, item),
    retry: retryUncertainFailure,
    onSuccess: (_output, { target }) =>
      notifySuccess(addedMessage(target, `New ${noun} added successfully!`)),
  });
  return {
    isPending: mutation.isPending,
    add: (target: SiteItemTargetName) => mutation.mutate(newSiteItem(target)),
  };
}

export function useDeleteSiteItem(noun: string) {
  return useMutation({
    mutationFn: (item: { target: SiteItemTargetName; id: string }) =>
      invokeCallable(callableNames.deleteSiteItem, item),
    onSuccess: (_output, { target }) =>
      notifySuccess(deletedMessage(target, `${capitalised(noun)} deleted successfully`)),
  });
}

interface ImageUpload {
  target: SiteImageTargetName;
  id?: string;
  fileName: string;
  contentType: ImageContentType;
  data: string;
  // Empty for a decorative image; absent leaves the image undescribed.
  alt?: string;
}

// An image goes into the release the screen works in, where there is one: the live row stays as it is.
function intoRelease(work: ReleaseWork | undefined) {
  return work === undefined ? {} : { releaseId: work.releaseId };
}

export function useUploadSiteImage(work: ReleaseWork | undefined) {
  return useMutation({
    mutationFn: ({ id, ...upload }: ImageUpload) =>
      invokeCallable(
        callableNames.uploadSiteImage,
        // Whether the target is an item, and so takes an id, is known at run time only: the server's schema
        // checks the pair.
        (id === undefined
          ? { ...upload, ...intoRelease(work) }
          : { ...upload, id, ...intoRelease(work) }) as CallableInput<'uploadSiteImage'>,
      ),
    meta: { failureMessage: alertMessages.uploadFailed },
    onSuccess: (_output, { target }) =>
      notifySuccess(work ? releaseMessages.changeSaved(work.release.name) : uploadedMessage(target)),
  });
}

interface LibraryChoice {
  target: SiteImageTargetName;
  id?: string;
  imageKey: string;
  // Absent: the row takes the alt text the library keeps for the image.
  alt?: string;
}

// A row takes an image the media library holds: nothing is uploaded, the row points at the stored file.
export function useChooseLibraryImage(work: ReleaseWork | undefined) {
  return useMutation({
    mutationFn: ({ id, ...choice }: LibraryChoice) =>
      invokeCallable(
        callableNames.chooseLibraryImage,
        // As for an upload, whether the target takes an id is known at run time only: the server's schema checks it.
        (id === undefined
          ? { ...choice, ...intoRelease(work) }
          : { ...choice, id, ...intoRelease(work) }) as CallableInput<'chooseLibraryImage'>,
      ),
    onSuccess: () =>
      notifySuccess(work ? releaseMessages.changeSaved(work.release.name) : mediaMessages.imageChosen),
  });
}
