import { z } from 'zod';

/** A file field of a multipart form (the multipart plugin hands files over as Buffers). */
export const imageFile = z.custom<Buffer>((v) => Buffer.isBuffer(v), { message: 'Please choose an image file.' });
