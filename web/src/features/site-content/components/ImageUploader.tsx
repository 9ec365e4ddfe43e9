import {
  alertMessages,
  allMedia,
  imageContentTypes,
  type MediaFilter,
  mediaWebsiteOfFolder,
  type SiteImageTargetName,
  siteContentTargets,
} from '@management-center/contract';
import { Badge, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useContext, useState } from 'react';
import {
  type AltTextDraft,
  AltTextFields,
  altTextOf,
  undescribed,
} from '../../../components/media/AltTextFields.tsx';
import { MediaPicker } from '../../../components/media/MediaPicker.tsx';
import type { MediaLibraryImage } from '../../../lib/media/media-pages.ts';
import { notifyFailure } from '../../../lib/notices/notify.ts';
import { useChooseLibraryImage, useUploadSiteImage } from '../api/site-content-mutations.ts';
import { PhotoEncoderContext } from '../photo-canvas.ts';
import { photoSizeText } from '../photo-sizing.ts';
import { type PreparedImage, prepareImageFile } from '../prepared-image.ts';
import { useReleaseWork, useRowInRelease } from '../release-work/release-work.ts';
import { RowAltText } from './RowAltText.tsx';

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

// The picker starts on the row's website: a feature's icon or a product member among the product website's images.
function libraryFilterOf(target: SiteImageTargetName): MediaFilter {
  return { ...allMedia, website: mediaWebsiteOfFolder[siteContentTargets[target].image.folder] };
}

// A chosen file is prepared (read, checked, made smaller) as soon as it is chosen, so that the row says what will be
// sent before Upload is pressed; `result` is absent while it is under way.
interface Preparation {
  done: Promise<PreparedImage>;
  result?: PreparedImage;
}

// What an upload or a library choice sends as the alt text: empty for a decorative image, nothing when left blank
// (an uploaded image is listed under "Without alt text" until someone describes it; a library image keeps its own).
function altToSend(draft: AltTextDraft): { alt?: string } {
  const alt = altTextOf(draft);
  return alt === undefined ? {} : { alt };
}

export function ImageUploader({ target, id, label, url, alt, previewHeight }: ImageUploaderProps) {
  const encode = useContext(PhotoEncoderContext);
  const [file, setFile] = useState<File | null>(null);
  const [preparation, setPreparation] = useState<Preparation>();
  const [altDraft, setAltDraft] = useState(undescribed);
  // Upload was pressed while the file was still being prepared.
  const [waiting, setWaiting] = useState(false);
  const [picking, setPicking] = useState(false);
  const work = useReleaseWork();
  const { field, altField } = siteContentTargets[target].image;
  const inRelease = useRowInRelease(target, id, [field, altField]);
  const upload = useUploadSiteImage(work);
  const choose = useChooseLibraryImage(work);
  const uploading = waiting || upload.isPending;
  const busy = uploading || choose.isPending;

  function chooseFile(next: File | null) {
    setFile(next);
    if (next === null) {
      // The alt text went with the file: none is left to send with a library image.
      setPreparation(undefined);
      setAltDraft(undescribed);
      return;
    }
    const started: Preparation = {
      done: prepareImageFile(next, encode).catch(
        (error: unknown): PreparedImage => ({
          ok: false,
          problem: error instanceof Error ? error.message : String(error),
        }),
      ),
    };
    setPreparation(started);
    // A file chosen since takes the place of this one: its result is dropped.
    void started.done.then((result) =>
      setPreparation((current) => (current === started ? { ...started, result } : current)),
    );
  }

  async function send() {
    if (!file || !preparation) {
      notifyFailure(alertMessages.selectImageFirst);
      return;
    }
    setWaiting(true);
    const prepared = await preparation.done.finally(() => setWaiting(false));
    if (!prepared.ok) {
      notifyFailure(alertMessages.uploadFailed(prepared.problem));
      return;
    }
    const { fileName, contentType, data } = prepared;
    upload.mutate(
      { target, id, fileName, contentType, data, ...altToSend(altDraft) },
      { onSuccess: () => chooseFile(null) },
    );
  }

  // The alt text typed in the row goes with the library's image; none typed, the row takes the library's own.
  function takeFromLibrary(image: MediaLibraryImage) {
    setPicking(false);
    choose.mutate(
      { target, id, imageKey: image.key, ...altToSend(altDraft) },
      { onSuccess: () => chooseFile(null) },
    );
  }

  const prepared = preparation?.result;
  const status =
    prepared === undefined
      ? { text: 'Preparing the image…', color: 'dimmed' }
      : prepared.ok
        ? {
            text: photoSizeText(prepared.originalBytes, prepared.sentBytes, prepared.reencoded),
            color: 'dimmed',
          }
        : { text: prepared.problem, color: 'red' };

  return (
    <Stack gap="xs">
      {inRelease && (
        <Badge variant="light" color="blue" style={{ alignSelf: 'flex-start' }}>
          In release {inRelease}
        </Badge>
      )}
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
      {url && !file && <RowAltText target={target} id={id} label={label} alt={alt} />}
      <Group gap="xs" align="flex-end">
        <FileInput
          flex={1}
          miw={160}
          label={label}
          placeholder="Choose an image"
          accept={acceptedTypes}
          value={file}
          onChange={chooseFile}
          clearable
          disabled={busy}
        />
        <Button onClick={send} loading={uploading} disabled={choose.isPending} aria-label={`Upload ${label}`}>
          Upload
        </Button>
        <Button
          variant="default"
          onClick={() => setPicking(true)}
          loading={choose.isPending}
          disabled={uploading}
          aria-label={`Choose from library: ${label}`}
        >
          Choose from library
        </Button>
      </Group>
      {file && (
        <Stack gap={4}>
          <Text size="sm" c={status.color} aria-live="polite">
            {status.text}
          </Text>
          <AltTextFields
            draft={altDraft}
            onChange={setAltDraft}
            note="Leave it empty to describe the image later."
            disabled={busy}
          />
        </Stack>
      )}
      {picking && (
        <MediaPicker
          opened
          title={`Choose ${label} from the library`}
          chooseLabel="Use this image"
          initialFilter={libraryFilterOf(target)}
          onChoose={takeFromLibrary}
          onClose={() => setPicking(false)}
        />
      )}
    </Stack>
  );
}
