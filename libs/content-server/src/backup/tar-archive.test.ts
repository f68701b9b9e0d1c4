import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, TarWriter, type TarEntry } from './tar-archive';

async function archiveOf(files: TarEntry[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const { name, data } of files) await tar.add(name, data);
  await tar.end();
  return Buffer.concat(chunks);
}

async function entriesOf(archive: Buffer, chunkSize = 700): Promise<TarEntry[]> {
  const chunks = [];
  for (let at = 0; at < archive.length; at += chunkSize) {
    chunks.push(archive.subarray(at, at + chunkSize));
  }
  const entries: TarEntry[] = [];
  for await (const entry of readTar(PassThrough.from(chunks))) entries.push(entry);
  return entries;
}

const longName = `media/derivatives/${'a'.repeat(90)}/${'b'.repeat(60)}.webp`;
const files: TarEntry[] = [
  { name: 'aula-backup.json', data: Buffer.from('{"format":"aula-backup"}') },
  { name: 'empty.json', data: Buffer.alloc(0) },
  { name: longName, data: Buffer.alloc(5000, 7) },
  { name: 'exact.bin', data: Buffer.alloc(1024, 1) },
];

describe('the backup archive (ustar)', () => {
  it('gives back every file, with names up to 255 characters, read in any chunk size', async () => {
    const archive = await archiveOf(files);
    expect(archive.length % 512).toBe(0);
    expect(await entriesOf(archive)).toEqual(files);
    expect(await entriesOf(archive, 1)).toEqual(files);
  });

  it('refuses a damaged header, a cut archive, and what is not an archive', async () => {
    const archive = await archiveOf(files);
    const damaged = Buffer.from(archive);
    damaged[3] = 0x41;
    await expect(entriesOf(damaged)).rejects.toThrow('damaged');
    await expect(entriesOf(archive.subarray(0, 1500))).rejects.toThrow('ends in the middle');
    await expect(entriesOf(Buffer.alloc(600, 0x61))).rejects.toThrow('Not a tar archive');
    await expect(archiveOf([{ name: 'x'.repeat(300), data: Buffer.alloc(1) }])).rejects.toThrow(
      'too long',
    );
  });
});
