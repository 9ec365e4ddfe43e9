import { createContext } from 'react';
import { type PixelSize, photoTargetSize, type ReencodableType } from './photo-sizing.ts';

// The browser's part in making a photo small enough to send: decoded with the orientation the camera recorded
// applied, drawn on a canvas at most 2,000 px on its longest side, and encoded as WebP. Which file is then sent is
// decided by prepared-image.ts.

export interface ReencodedPhoto {
  // WebP, or where the browser cannot write WebP (Safari gives PNG instead), JPEG for a JPEG and PNG for anything
  // that may be transparent.
  blob: Blob;
  // The image as decoded, turned the way the camera recorded.
  decoded: PixelSize;
}

/** Draws a photo again, smaller where it has to be; rejects when the browser cannot decode or encode it. */
export type PhotoEncoder = (photo: Blob, sourceType: ReencodableType) => Promise<ReencodedPhoto>;

const quality = 0.85;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D | null, bitmap: ImageBitmap, size: PixelSize): void {
  if (!context) throw new Error('The browser has no canvas to draw the image on.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

// The image drawn at `size`, and how to encode it: off the page where the browser can (OffscreenCanvas), else on a
// canvas element that is never attached.
function drawnImage(bitmap: ImageBitmap, size: PixelSize): (type: string) => Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    draw(canvas.getContext('2d'), bitmap, size);
    return (type) => canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext('2d'), bitmap, size);
  return (type) =>
    new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image.'))),
        type,
        quality,
      ),
    );
}

export const canvasPhotoEncoder: PhotoEncoder = async (photo, sourceType) => {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const decoded = { width: bitmap.width, height: bitmap.height };
    const encode = drawnImage(bitmap, photoTargetSize(decoded));
    const webp = await encode('image/webp');
    // A browser that cannot write WebP gives PNG, lossless and large for a photo: a JPEG, which has no transparency
    // to lose, is written as JPEG instead.
    const blob =
      webp.type !== 'image/webp' && sourceType === 'image/jpeg' ? await encode('image/jpeg') : webp;
    return { blob, decoded };
  } finally {
    bitmap.close();
  }
};

/** The encoder the image inputs use: the browser's canvas, or a test's stand-in (happy-dom has no canvas). */
export const PhotoEncoderContext = createContext<PhotoEncoder>(canvasPhotoEncoder);
