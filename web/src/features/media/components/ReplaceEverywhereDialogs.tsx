import { imageUsePlaceText } from '@management-center/contract';
import { List, Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { MediaPicker } from '../../../components/media/MediaPicker.tsx';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { countedText } from '../../../lib/wording/counted-text.ts';
import { useReplaceImageEverywhere } from '../api/media-mutations.ts';
import { sortedUses } from '../media-card-text.ts';

interface ReplaceEverywhereDialogsProps {
  image: MediaLibraryImage;
  replacement: MediaLibraryImage | undefined;
  onChoose: (replacement: MediaLibraryImage) => void;
  onClose: () => void;
}

const places = { one: 'place', many: 'places' };

// First the picker offers the library's other images; the confirmation then names the places that change.
export function ReplaceEverywhereDialogs({
  image,
  replacement,
  onChoose,
  onClose,
}: ReplaceEverywhereDialogsProps) {
  const replacing = useReplaceImageEverywhere();
  if (replacement === undefined) {
    return (
      <MediaPicker
        opened
        title={`Replace “${image.fileName}” everywhere`}
        chooseLabel="Use this image"
        excludedKeys={[image.key]}
        onChoose={onChoose}
        onClose={onClose}
      />
    );
  }
  const uses = sortedUses(image);
  return (
    <ConfirmActionModal
      title="Replace everywhere?"
      running={replacing.isPending}
      destructive={false}
      onCancel={onClose}
      onConfirm={() => replacing.mutate({ image, replacement }, { onSettled: onClose })}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        “{replacement.fileName}” takes the place of “{image.fileName}” in {countedText(uses.length, places)},
        with its own alt text:
      </Text>
      <List size="sm" spacing={2}>
        {uses.map((use) => (
          <List.Item key={`${use.target}:${use.itemId ?? ''}`}>{imageUsePlaceText(use)}</List.Item>
        ))}
      </List>
    </ConfirmActionModal>
  );
}
