import type { JpegDecoder } from './DicomPixels';

/**
 * The browser's own JPEG decoder (createImageBitmap, drawn on an OffscreenCanvas), in a page or
 * a worker; null where either is missing, so JPEG Baseline studies are then described as not drawable.
 */
export function browserJpegDecoder(): JpegDecoder | null {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  return async (jpeg) => {
    const bitmap = await createImageBitmap(new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
    try {
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2D context');
      context.drawImage(bitmap, 0, 0);
      return { width: bitmap.width, height: bitmap.height, rgba: context.getImageData(0, 0, bitmap.width, bitmap.height).data };
    } finally {
      bitmap.close();
    }
  };
}
