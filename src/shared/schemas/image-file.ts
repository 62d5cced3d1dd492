import { z } from 'zod';
import { COMMON_TEXT } from './common-texts';

export const CHOOSE_AN_IMAGE = COMMON_TEXT.chooseImage;

/**
 * A file field of a multipart form: the server's multipart plugin hands files over as Buffers
 * (decision 015). The one definition for every image upload (goal image, profile picture, ID
 * images); the content itself is checked where the bytes are stored (uploads/images.ts). A form
 * may name its own message and refuse an empty file. Buffer is looked up at run time, so the
 * browser, which has none, may import the schemas that use it.
 */
export function imageFile(options: { message?: string; nonEmpty?: boolean } = {}) {
  const { message = CHOOSE_AN_IMAGE, nonEmpty = false } = options;
  return z.custom<Buffer>((v) => typeof Buffer !== 'undefined' && Buffer.isBuffer(v) && (!nonEmpty || v.length > 0), {
    message,
  });
}
