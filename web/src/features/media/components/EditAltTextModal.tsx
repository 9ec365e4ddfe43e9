import { Stack, Text } from '@mantine/core';
import { ConfirmButtons } from '../../../components/ConfirmButtons.tsx';
import { AltTextFields, useAltTextEdit } from '../../../components/media/AltTextFields.tsx';
import { ResponsiveModal } from '../../../components/ResponsiveModal.tsx';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { useUpdateMediaImageAlt } from '../api/media-mutations.ts';

interface EditAltTextModalProps {
  image: MediaLibraryImage;
  onClose: () => void;
}

// The library's alt text goes beside the image in every row that shows it (the server writes both): one text for
// the image, wherever it is.
export function EditAltTextModal({ image, onClose }: EditAltTextModalProps) {
  const edit = useAltTextEdit(image.alt);
  const saving = useUpdateMediaImageAlt();

  function save() {
    const alt = edit.textToSave();
    if (alt === undefined) return;
    saving.mutate({ imageKey: image.key, alt }, { onSuccess: onClose });
  }

  return (
    <ResponsiveModal
      opened
      onClose={onClose}
      title="Edit alt text"
      size={400}
      centered
      closeOnClickOutside={!saving.isPending}
      closeOnEscape={!saving.isPending}
      withCloseButton={!saving.isPending}
    >
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {image.fileName}
        </Text>
        <AltTextFields {...edit.fields} autoFocus />
        <ConfirmButtons running={saving.isPending} destructive={false} onCancel={onClose} onConfirm={save} />
      </Stack>
    </ResponsiveModal>
  );
}
