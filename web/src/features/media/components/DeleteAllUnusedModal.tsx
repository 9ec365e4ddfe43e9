import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useDeleteAllUnusedImages } from '../api/media-mutations.ts';

// The server deletes every image no row uses, whatever the filters shown: the question says so.
export function DeleteAllUnusedModal({ onClose }: { onClose: () => void }) {
  const deletion = useDeleteAllUnusedImages();
  return (
    <ConfirmActionModal
      title="Delete all unused images?"
      running={deletion.isPending}
      destructive
      onCancel={onClose}
      onConfirm={() => deletion.mutate(undefined, { onSettled: onClose })}
    >
      <Text size="sm">
        This deletes every image of the media library that no content row uses, on both websites and in every
        folder (not only those shown here), from the library and from Storage. It cannot be undone.
      </Text>
    </ConfirmActionModal>
  );
}
