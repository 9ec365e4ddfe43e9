import {
  alertMessages,
  imageContentTypes,
  maxAltTextLength,
  mediaMessages,
  type SiteImageTargetName,
} from '@management-center/contract';
import { Button, Checkbox, FileInput, Group, Image, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notices/notify.ts';
import { useUploadSiteImage } from '../api/site-content-mutations.ts';
import { prepareImageFile } from '../prepared-image.ts';

interface ImageUploaderProps {
  target: SiteImageTargetName;
  id?: string;
  label: string;
  url: string | undefined;
  // The row's alt text beside its image: empty for a decorative image, absent when nobody described it.
  alt?: string | undefined;
  previewHeight: number;
}

// Any image, so that a phone offers its camera and its photos besides its files, and the types the server takes
// named as well. A photo of another type (an iPhone's HEIC, where the phone keeps it so) is refused before it is
// sent (prepareImageFile), as the server would refuse it.
const acceptedTypes = ['image/*', ...imageContentTypes].join(',');

// What the upload sends as the alt text: empty for a decorative image, nothing when left blank (the library lists
// the image under "Without alt text" until someone describes it).
function altToSend(alt: string, decorative: boolean): { alt?: string } {
  if (decorative) return { alt: '' };
  const described = alt.trim();
  return described === '' ? {} : { alt: described };
}

export function ImageUploader({ target, id, label, url, alt, previewHeight }: ImageUploaderProps) {
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [reading, setReading] = useState(false);
  const upload = useUploadSiteImage();
  const busy = reading || upload.isPending;

  async function send() {
    if (!file) {
      notifyFailure(alertMessages.selectImageFirst);
      return;
    }
    setReading(true);
    const prepared = await prepareImageFile(file).finally(() => setReading(false));
    if (!prepared.ok) {
      notifyFailure(alertMessages.uploadFailed(prepared.problem));
      return;
    }
    const { fileName, contentType, data } = prepared;
    upload.mutate(
      { target, id, fileName, contentType, data, ...altToSend(altText, decorative) },
      {
        onSuccess: () => {
          setFile(null);
          setAltText('');
          setDecorative(false);
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      {url && (
        <Image
          src={url}
          alt={alt || label}
          h={previewHeight}
          w="auto"
          maw="100%"
          fit="contain"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileInput
          flex={1}
          label={label}
          placeholder="Choose an image"
          accept={acceptedTypes}
          value={file}
          onChange={setFile}
          clearable
          disabled={busy}
        />
        <Button onClick={send} loading={busy} aria-label={`Upload ${label}`}>
          Upload
        </Button>
      </Group>
      {file && (
        <Stack gap={4}>
          <TextInput
            label={mediaMessages.altPrompt}
            description={`At most ${maxAltTextLength} characters; leave it empty to describe the image later.`}
            maxLength={maxAltTextLength}
            value={altText}
            onChange={(event) => setAltText(event.currentTarget.value)}
            disabled={busy || decorative}
          />
          <Checkbox
            label="Decorative image (adds nothing for someone who cannot see it)"
            checked={decorative}
            onChange={(event) => setDecorative(event.currentTarget.checked)}
            disabled={busy}
          />
        </Stack>
      )}
    </Stack>
  );
}
