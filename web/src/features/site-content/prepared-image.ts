import {
  type ImageContentType,
  imageBytesProblem,
  imageContentTypes,
  sniffImageType,
  uploadableFileName,
} from '@management-center/contract';

type PreparedImage =
  | { ok: true; fileName: string; contentType: ImageContentType; data: string }
  | { ok: false; problem: string };

export function bytesToBase64(bytes: Uint8Array): string {
  // String.fromCharCode takes its arguments on the stack: large images go in slices.
  const sliceLength = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += sliceLength) {
    binary += String.fromCharCode(...bytes.subarray(start, start + sliceLength));
  }
  return btoa(binary);
}

// The same checks the server makes, so that a wrong file is refused before several megabytes are sent; a name the
// server would refuse is made acceptable instead, as the administrator cannot be expected to rename the file.
function prepareImage(fileName: string, fileType: string, bytes: Uint8Array): PreparedImage {
  const contentType = imageContentTypes.find((type) => type === fileType) ?? sniffImageType(bytes);
  if (!contentType) return { ok: false, problem: 'The file is not a PNG, JPEG, WebP or GIF image.' };
  const problem = imageBytesProblem(bytes, contentType);
  if (problem) return { ok: false, problem };
  return { ok: true, fileName: uploadableFileName(fileName), contentType, data: bytesToBase64(bytes) };
}

// The chosen file, read and checked in the browser: a problem here is the file's, not the server's.
export async function prepareImageFile(
  file: Pick<File, 'name' | 'type' | 'arrayBuffer'>,
): Promise<PreparedImage> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  return prepareImage(file.name, file.type, bytes);
}
