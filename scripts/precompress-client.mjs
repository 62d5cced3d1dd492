// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the client build, once, at
// the strongest levels; the server sends them to browsers that accept them (@fastify/static
// preCompressed) instead of compressing on every request. Usage: node scripts/precompress-client.mjs
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = await br(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzipped = await gz(body, { level: constants.Z_BEST_COMPRESSION });
  // A copy that is not clearly smaller is not worth the extra file.
  if (brotli.length < body.length * 0.9) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < body.length * 0.9) await writeFile(`${file}.gz`, gzipped);
  files += 1;
  before += body.length;
  after += Math.min(brotli.length, body.length);
}
console.log(
  `precompressed ${files} files in ${path.relative(root, clientDir)}: ${Math.round(before / 1024)} KiB -> ${Math.round(after / 1024)} KiB (brotli)`,
);
