import { alertMessages, imageContentTypes, type SiteImageTargetName } from '@management-center/contract';
import { Button, FileInput, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { callableErrorMessage } from '../../../lib/callables.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useUploadSiteImage } from '../api/site-content-mutations.ts';
import { prepareImage } from '../prepared-image.ts';
import { uploadedMessage } from '../success-messages.ts';

interface ImageUploaderProps {
  target: SiteImageTargetName;
  id?: string;
  label: string;
  url: string | undefined;
  previewHeight: number;
}

const acceptedTypes = imageContentTypes.join(',');

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
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      notifyFailure(alertMessages.uploadFailed(callableErrorMessage(error)));
      return;
    } finally {
      setReading(false);
    }
    const prepared = prepareImage(file.name, file.type, bytes);
    if (!prepared.ok) {
      notifyFailure(alertMessages.uploadFailed(prepared.problem));
      return;
    }
    const { fileName, contentType, data } = prepared;
    upload.mutate(
      { target, id, fileName, contentType, data },
      {
        onSuccess: () => {
          notifySuccess(uploadedMessage(target));
          setFile(null);
        },
        onError: (error) => notifyFailure(alertMessages.uploadFailed(callableErrorMessage(error))),
      },
    );
  }

  return (
    <Stack gap="xs">
      {url && (
        <Image
          src={url}
          alt={label}
          h={previewHeight}
          w="auto"
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
