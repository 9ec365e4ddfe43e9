import {
  addSiteItemOutputSchema,
  callableNames,
  deleteSiteItemOutputSchema,
  type SiteContentTargetName,
  type SiteItemTargetName,
  updateSiteContentOutputSchema,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';
import type { ContentUpdate } from '../update-problem.ts';

// The screens read the content through live listeners, which show each change as soon as it is stored: the
// mutations need no cache invalidation.

export function useUpdateSiteContent() {
  return useMutation({
    mutationFn: ({ target, id, fields }: ContentUpdate) =>
      invokeCallable(
        callableNames.updateSiteContent,
        id === undefined ? { target, fields } : { target, id, fields },
        updateSiteContentOutputSchema,
      ),
  });
}

export function useAddSiteItem() {
  return useMutation({
    mutationFn: (target: SiteItemTargetName) =>
      invokeCallable(callableNames.addSiteItem, { target }, addSiteItemOutputSchema),
  });
}

export function useDeleteSiteItem() {
  return useMutation({
    mutationFn: (item: { target: SiteItemTargetName; id: string }) =>
      invokeCallable(callableNames.deleteSiteItem, item, deleteSiteItemOutputSchema),
  });
}

export interface ImageUpload {
  target: SiteContentTargetName;
  id?: string;
  fileName: string;
  contentType: string;
  data: string;
}

export function useUploadSiteImage() {
  return useMutation({
    mutationFn: ({ id, ...upload }: ImageUpload) =>
      invokeCallable(
        callableNames.uploadSiteImage,
        id === undefined ? upload : { ...upload, id },
        uploadSiteImageOutputSchema,
      ),
  });
}
