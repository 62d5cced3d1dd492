import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unzip } from './account-test-kit';
import { zipChunks, type ZipEntry } from './zip-writer';

async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipChunks(entries, new Date('2026-11-29T08:00:00Z'))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('zip writer', () => {
  it('writes deflated and stored entries, from buffers, strings and chunk streams, that read back whole', async () => {
    const noise = randomBytes(200_000);
    async function* lines() {
      for (let i = 0; i < 5_000; i++) yield `line ${i}: habari ya asubuhi\n`;
    }
    const archive = await zipOf([
      { name: 'README.txt', data: 'Karibu — ñ ü 😀\n' },
      { name: 'empty.json', data: '' },
      { name: 'lines.txt', data: lines() },
      { name: 'images/noise.bin', data: noise, method: 'store' },
      { name: 'nested/chunks.bin', data: [noise.subarray(0, 10), 'abc', noise.subarray(10, 20)] },
    ]);
    const files = unzip(archive);
    expect([...files.keys()]).toEqual([
      'README.txt',
      'empty.json',
      'lines.txt',
      'images/noise.bin',
      'nested/chunks.bin',
    ]);
    expect(files.get('README.txt')?.toString('utf8')).toBe('Karibu — ñ ü 😀\n');
    expect(files.get('empty.json')?.length).toBe(0);
    const text = files.get('lines.txt')?.toString('utf8') ?? '';
    expect(text.split('\n')).toHaveLength(5_001);
    expect(text.startsWith('line 0: habari ya asubuhi\nline 1:')).toBe(true);
    expect(files.get('images/noise.bin')?.equals(noise)).toBe(true);
    expect(
      files
        .get('nested/chunks.bin')
        ?.equals(Buffer.concat([noise.subarray(0, 10), Buffer.from('abc'), noise.subarray(10, 20)])),
    ).toBe(true);
    // the repetitive text is deflated: far smaller in the archive than as written
    expect(archive.length).toBeLessThan(noise.length + 30_000);
  });

  it('marks names as UTF-8 with sizes in a data descriptor, and an empty archive is just its end record', async () => {
    const archive = await zipOf([{ name: 'ripoti ya mwaka.txt', data: 'x' }]);
    expect(archive.readUInt32LE(0)).toBe(0x04034b50);
    expect(archive.readUInt16LE(6)).toBe(0x0808);
    expect(unzip(archive).get('ripoti ya mwaka.txt')?.toString()).toBe('x');
    const empty = await zipOf([]);
    expect(empty.length).toBe(22);
    expect(unzip(empty).size).toBe(0);
  });

  it('passes an error of an entry’s data on to the reader', async () => {
    async function* failing() {
      yield 'some';
      throw new Error('database went away');
    }
    await expect(zipOf([{ name: 'a.json', data: failing() }])).rejects.toThrow('database went away');
  });
});
