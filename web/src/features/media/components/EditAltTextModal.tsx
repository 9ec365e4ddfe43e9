import { maxAltTextLength, mediaMessages } from '@management-center/contract';
import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmButtons } from '../../../components/ConfirmButtons.tsx';
import { ResponsiveModal } from '../../../components/ResponsiveModal.tsx';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { useUpdateMediaImageAlt } from '../api/media-mutations.ts';

interface EditAltTextModalProps {
  image: MediaLibraryImage;
  onClose: () => void;
}

const describeOrMarkDecorative = 'Describe the image, or mark it as decorative.';

// The library's alt text goes beside the image in every row that shows it (the server writes both): one text for
// the image, wherever it is.
export function EditAltTextModal({ image, onClose }: EditAltTextModalProps) {
  const [text, setText] = useState(image.alt ?? '');
  // A decorative image is stored with an empty text, which screen readers skip.
  const [decorative, setDecorative] = useState(image.alt === '');
  const [problem, setProblem] = useState<string>();
  const saving = useUpdateMediaImageAlt();

  function save() {
    const alt = decorative ? '' : text.trim();
    if (!decorative && alt === '') {
      setProblem(describeOrMarkDecorative);
      return;
    }
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
        <Textarea
          label={mediaMessages.altPrompt}
          description={`At most ${maxAltTextLength} characters (${text.length} now).`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(undefined);
          }}
          maxLength={maxAltTextLength}
          autosize
          minRows={3}
          disabled={decorative}
          error={problem}
          data-autofocus
        />
        <Checkbox
          label="Decorative image"
          description="It adds nothing to the page's meaning: screen readers skip it."
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.currentTarget.checked);
            setProblem(undefined);
          }}
        />
        <ConfirmButtons running={saving.isPending} destructive={false} onCancel={onClose} onConfirm={save} />
      </Stack>
    </ResponsiveModal>
  );
}
