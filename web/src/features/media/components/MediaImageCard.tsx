import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { imageDimensionsText, imageSizeText, sortedUses, uploadedText } from '../media-card-text.ts';
import type { MediaImageAction } from '../use-media-library-screen.ts';
import { ImageUses } from './ImageUses.tsx';

const breakAnywhere = { overflowWrap: 'anywhere' } as const;

// Absent: nobody has described the image yet, which the card flags; empty: described as decorative.
function AltText({ alt }: { alt: string | undefined }) {
  if (alt === undefined) {
    return (
      <Badge color="yellow" variant="light" tt="none" w="fit-content">
        No alt text
      </Badge>
    );
  }
  if (alt === '') return <Text size="sm">Decorative</Text>;
  return (
    <Text size="sm" style={breakAnywhere}>
      Alt text: {alt}
    </Text>
  );
}

interface MediaImageCardProps {
  image: MediaLibraryImage;
  onAction: (action: MediaImageAction) => void;
}

export function MediaImageCard({ image, onAction }: MediaImageCardProps) {
  const uses = sortedUses(image);
  const dimensions = imageDimensionsText(image);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Card.Section>
        {/* Read as it scrolls into view: a page of large images costs only what is seen. */}
        <Image
          src={image.url}
          alt={image.alt || image.fileName}
          loading="lazy"
          h={180}
          fit="contain"
          bg="var(--mantine-color-default-hover)"
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={2} size="h5" lineClamp={2} style={breakAnywhere} title={image.fileName}>
          {image.fileName}
        </Title>
        <Group gap="xs" c="dimmed">
          <Text size="sm">{imageSizeText(image.bytes)}</Text>
          {dimensions && <Text size="sm">{dimensions}</Text>}
        </Group>
        <Text size="sm">{uploadedText(image)}</Text>
        <AltText alt={image.alt} />
        <ImageUses uses={uses} />
        <Group gap="xs" mt="xs">
          <Button
            variant="light"
            size="xs"
            aria-label={`Edit alt text: ${image.fileName}`}
            onClick={() => onAction({ kind: 'editAlt', image })}
          >
            Edit alt text
          </Button>
          {uses.length > 0 && (
            <Button
              variant="light"
              size="xs"
              aria-label={`Replace everywhere: ${image.fileName}`}
              onClick={() => onAction({ kind: 'replace', image })}
            >
              Replace everywhere
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            size="xs"
            aria-label={`Delete image: ${image.fileName}`}
            onClick={() => onAction({ kind: 'delete', image })}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
