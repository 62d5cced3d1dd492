import { pipeline, Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3, no ZIP64): each entry's bytes are read, deflated (or
 * stored) and sent as they come, with its CRC-32 and sizes in a data descriptor after it (flag bit 3),
 * so nothing is held but the current chunk and one central-directory record per entry. Names are
 * UTF-8 (flag bit 11). Used by the data export (decision 095); a project package would do as well,
 * none is a direct dependency.
 */
export interface ZipEntry {
  /** The path inside the archive (`images/front-id.png`); forward slashes, no leading slash. */
  name: string;
  /** The bytes: a buffer, a string (written as UTF-8) or chunks of either, read as they are needed. */
  data: Buffer | string | AsyncIterable<Buffer | string> | Iterable<Buffer | string>;
  /** Deflate (the default) or store as is (already compressed data, such as images). */
  method?: 'deflate' | 'store';
  /** The entry's modification time (the writer's `modified` when absent). */
  modified?: Date;
}

const LIMIT = 0xffffffff;
const UTF8_AND_DESCRIPTOR = 0x0808;

/** A DOS date and time (local fields taken in UTC: the archive carries no zone). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(e: Omit<Written, 'crc' | 'compressed' | 'size' | 'offset'>): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  b.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
  b.writeUInt16LE(e.method, 8);
  b.writeUInt16LE(e.time, 10);
  b.writeUInt16LE(e.date, 12);
  // CRC-32 and both sizes are 0 here: they follow the data, in the descriptor
  b.writeUInt16LE(e.name.length, 26);
  return Buffer.concat([b, e.name]);
}

function dataDescriptor(e: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(e.crc, 4);
  b.writeUInt32LE(e.compressed, 8);
  b.writeUInt32LE(e.size, 12);
  return b;
}

function centralRecord(e: Written): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
  b.writeUInt16LE(20, 6);
  b.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
  b.writeUInt16LE(e.method, 10);
  b.writeUInt16LE(e.time, 12);
  b.writeUInt16LE(e.date, 14);
  b.writeUInt32LE(e.crc, 16);
  b.writeUInt32LE(e.compressed, 20);
  b.writeUInt32LE(e.size, 24);
  b.writeUInt16LE(e.name.length, 28);
  b.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
  b.writeUInt32LE(e.offset, 42);
  return Buffer.concat([b, e.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

async function* chunksOf(data: ZipEntry['data']): AsyncGenerator<Buffer> {
  if (typeof data === 'string' || Buffer.isBuffer(data)) {
    yield Buffer.from(data);
    return;
  }
  for await (const chunk of data) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

function tooLarge(what: string): Error {
  return new Error(`zip: ${what} needs ZIP64, which this writer does not write`);
}

/**
 * The archive of `entries`, chunk by chunk: a consumer that stops pulling (a slow download) stops the
 * reading of the entries' data too, so memory stays flat whatever their size.
 */
export async function* zipChunks(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  modified: Date = new Date(),
): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    if (written.length >= 0xffff) throw tooLarge('more than 65,535 entries');
    const name = Buffer.from(entry.name.replace(/^\/+/, ''), 'utf8');
    const method = entry.method === 'store' ? 0 : 8;
    const record: Written = {
      name,
      method,
      ...dosDateTime(entry.modified ?? modified),
      crc: 0,
      compressed: 0,
      size: 0,
      offset,
    };
    const header = localHeader(record);
    yield header;
    let crc = 0;
    let size = 0;
    const counted = async function* () {
      for await (const chunk of chunksOf(entry.data)) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (chunk.length > 0) yield chunk;
      }
    };
    const body: AsyncIterable<Buffer> =
      method === 0
        ? counted()
        : pipeline(Readable.from(counted()), createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION }), () => {
            // an error reaches the consumer through the iteration below
          });
    let compressed = 0;
    for await (const chunk of body) {
      compressed += chunk.length;
      yield chunk;
    }
    if (size > LIMIT || compressed > LIMIT) throw tooLarge(`${entry.name} over 4 GiB`);
    Object.assign(record, { crc: crc >>> 0, compressed, size });
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += header.length + compressed + descriptor.length;
    if (offset > LIMIT) throw tooLarge('an archive over 4 GiB');
    written.push(record);
  }
  let directorySize = 0;
  for (const record of written) {
    const central = centralRecord(record);
    directorySize += central.length;
    yield central;
  }
  yield endOfDirectory(written.length, directorySize, offset);
}
