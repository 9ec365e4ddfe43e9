import { alertMessages, imageContentTypes, type SiteImageTargetName } from '@management-center/contract';
import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notices/notify.ts';
import { useUploadSiteImage } from '../api/site-content-mutations.ts';
import { prepareImageFile } from '../prepared-image.ts';

interface ImageUploaderProps {
  target: SiteImageTargetName;
  id?: string;
  label: string;
  url: string | undefined;
  previewHeight: number;
}

// Any image, so that a phone offers its camera and its photos besides its files, and the types the server takes
// named as well. A photo of another type (an iPhone's HEIC, where the phone keeps it so) is refused before it is
// sent (prepareImageFile), as the server would refuse it.
const acceptedTypes = ['image/*', ...imageContentTypes].join(',');

export function ImageUploader({ target, id, label, url, previewHeight }: ImageUploaderProps) {
  const [file, setFile] = useState<File | null>(null);
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
    upload.mutate({ target, id, fileName, contentType, data }, { onSuccess: () => setFile(null) });
  }

  return (
    <Stack gap="xs">
      {url && (
        <Image
          src={url}
          alt={label}
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
    </Stack>
  );
}
