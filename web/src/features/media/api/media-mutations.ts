import { callableNames, mediaMessages } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { notifyCallableFailure } from '../../../lib/callables/callable-failures.ts';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { announce, notifySuccess } from '../../../lib/notices/notify.ts';

// The screen reads the library through a live listener, which shows each change as the server stores it: the
// mutations need no cache invalidation. Their notices are the hooks' own, so that they come even when the card
// that asked has left the page (a deleted image, an image no longer unused).

export function useDeleteMediaImage() {
  return useMutation({
    mutationFn: (image: MediaLibraryImage) =>
      invokeCallable(callableNames.deleteMediaImages, { imageKeys: [image.key] }),
    // An image used somewhere is refused with the server's message naming where, reported as every refusal is.
    onSuccess: ({ deleted }) =>
      notifySuccess(
        deleted.length === 0 ? mediaMessages.notInLibrary : mediaMessages.imagesDeleted(deleted.length),
      ),
  });
}

export function useDeleteAllUnusedImages() {
  return useMutation({
    mutationFn: () => invokeCallable(callableNames.deleteMediaImages, { allUnused: true }),
    onSuccess: ({ deleted }) =>
      notifySuccess(
        deleted.length === 0 ? mediaMessages.nothingToDelete : mediaMessages.imagesDeleted(deleted.length),
      ),
  });
}

export interface ImageReplacement {
  image: MediaLibraryImage;
  replacement: MediaLibraryImage;
}

// The Undo puts the original back in the rows that showed it when it was replaced, and in no other row: one that
// showed the replacement before keeps it. The server's own Undo (the Activity page's) names the same rows.
async function undoReplacement({ image, replacement }: ImageReplacement): Promise<void> {
  try {
    const { places } = await invokeCallable(callableNames.replaceImageEverywhere, {
      imageKey: replacement.key,
      replacementKey: image.key,
      only: Object.keys(image.uses ?? {}),
    });
    notifySuccess(mediaMessages.replacedBack(places));
  } catch (error) {
    notifyCallableFailure(error);
  }
}

export function useReplaceImageEverywhere() {
  return useMutation({
    mutationFn: ({ image, replacement }: ImageReplacement) =>
      invokeCallable(callableNames.replaceImageEverywhere, {
        imageKey: image.key,
        replacementKey: replacement.key,
      }),
    onSuccess: ({ places }, replaced) =>
      announce({
        kind: 'success',
        message: mediaMessages.replacedEverywhere(places),
        undo: () => undoReplacement(replaced),
      }),
  });
}

export function useUpdateMediaImageAlt() {
  return useMutation({
    mutationFn: (input: { imageKey: string; alt: string }) =>
      invokeCallable(callableNames.updateMediaImageAlt, input),
    onSuccess: ({ places }) => notifySuccess(mediaMessages.altSaved(places)),
  });
}
