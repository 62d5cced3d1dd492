import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_BYTES } from './images';

/** What a route that takes files declares in `config.upload`: how many image files it takes at most. */
export interface FormUpload {
  files: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a route that declares this takes a multipart form (see `registerFormUploadRoutes`). */
    upload?: FormUpload;
  }
}

/** Room beside the files for a form's text fields, part headers and boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELDS = 10;
/** Longer than any text field of our forms (a goal description is at most 1,000 characters). */
const MAX_FIELD_BYTES = 16 * 1024;

/** The largest form a route taking `files` images accepts: each image at its limit, plus the fields. */
export function formByteLimit(upload: FormUpload): number {
  return upload.files * MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES;
}

/** The parser's limits for one route: no more files, fields or parts than it takes. */
function parserLimits(upload: FormUpload) {
  return {
    files: upload.files,
    fileSize: MAX_IMAGE_BYTES,
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    parts: upload.files + MAX_FIELDS,
  };
}

/**
 * Registers routes that take files in a scope of their own: the only place where a multipart body
 * is parsed at all, so no other route ever reads one into memory. Each route must declare
 * `config.upload` (the server refuses to start otherwise); the request guard refuses, before the
 * body is read, a form on any other route and a form longer than `formByteLimit` on these.
 */
export async function registerFormUploadRoutes(app: FastifyInstance, routes: FastifyPluginAsync): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const upload = route.config?.upload;
      if (!upload)
        throw new Error(`route ${String(route.method)} ${route.url} takes forms but declares no config.upload`);
      route.config = { ...route.config, multipartOptions: { limits: parserLimits(upload) } };
    });
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: parserLimits({ files: 1 }) });
    await scope.register(routes);
  });
}
