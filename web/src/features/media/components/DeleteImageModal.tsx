import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { useDeleteMediaImage } from '../api/media-mutations.ts';

interface DeleteImageModalProps {
  image: MediaLibraryImage;
  onClose: () => void;
}

// Asked for every image: the server refuses one a row uses, naming where (reported as a failure notification), so
// that a row that took the image since the page was read is never left without it.
export function DeleteImageModal({ image, onClose }: DeleteImageModalProps) {
  const deletion = useDeleteMediaImage();
  return (
    <ConfirmActionModal
      title="Delete this image?"
      running={deletion.isPending}
      destructive
      onCancel={onClose}
      onConfirm={() => deletion.mutate(image, { onSettled: onClose })}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        This deletes “{image.fileName}” from the media library and from Storage. It cannot be undone.
      </Text>
    </ConfirmActionModal>
  );
}
