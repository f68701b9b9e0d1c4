import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * A minimal POSIX ustar archive of regular files, so a backup opens with any `tar` (operators
 * can look inside with `tar tzf`) and needs no dependency: names up to 255 characters, files only.
 */
const block = 512;

function field(header: Buffer, text: string, offset: number, length: number) {
  header.write(text, offset, Math.min(Buffer.byteLength(text), length), 'utf8');
}

/** Splits a name into ustar's prefix and name fields; throws when it cannot fit. */
function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  const cut = name.lastIndexOf('/', 155);
  if (cut > 0 && Buffer.byteLength(name.slice(cut + 1)) <= 100) {
    return [name.slice(0, cut), name.slice(cut + 1)];
  }
  throw new Error(`Name too long for the archive: ${name}`);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return sum;
}

function headerFor(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(block);
  const [prefix, rest] = splitName(name);
  field(header, rest, 0, 100);
  field(header, '0000644\0', 100, 8);
  field(header, '0000000\0', 108, 8);
  field(header, '0000000\0', 116, 8);
  field(header, `${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  field(
    header,
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    12,
  );
  field(header, '0', 156, 1);
  field(header, 'ustar\0' + '00', 257, 8);
  field(header, prefix, 345, 155);
  field(header, `${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

/** Writes files into a tar stream, waiting whenever the stream asks to. */
export class TarWriter {
  constructor(
    private readonly out: Writable,
    private readonly mtime = new Date(),
  ) {}

  private async write(chunk: Buffer) {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async add(name: string, data: Buffer): Promise<void> {
    await this.write(headerFor(name, data.length, this.mtime));
    await this.write(data);
    const padding = (block - (data.length % block)) % block;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  /** Writes the end-of-archive marker and ends the stream. */
  async end(): Promise<void> {
    await this.write(Buffer.alloc(block * 2));
    this.out.end();
    await once(this.out, 'finish');
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/** Reads exactly `size` bytes from a chunk iterator (null at a clean end before any byte). */
function byteReader(chunks: AsyncIterator<Buffer>) {
  let pending: Buffer[] = [];
  let length = 0;
  return async (size: number): Promise<Buffer | null> => {
    while (length < size) {
      const next = await chunks.next();
      if (next.done) {
        if (length === 0) return null;
        throw new Error('The archive ends in the middle of a file.');
      }
      pending.push(next.value);
      length += next.value.length;
    }
    // One copy per read, not per chunk: a large file arrives in many small chunks.
    const all = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, length);
    pending = length > size ? [all.subarray(size)] : [];
    length -= size;
    return all.subarray(0, size);
  };
}

const text = (header: Buffer, offset: number, length: number) =>
  header.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');

/** The files of a tar stream in order; throws on anything but a well-formed archive of files. */
export async function* readTar(stream: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const read = byteReader(stream[Symbol.asyncIterator]());
  for (;;) {
    const header = await read(block);
    if (header === null || header.every((byte) => byte === 0)) return;
    if (text(header, 257, 5) !== 'ustar') throw new Error('Not a tar archive.');
    if (Number.parseInt(text(header, 148, 8), 8) !== checksum(header)) {
      throw new Error('The archive is damaged (header checksum).');
    }
    const type = text(header, 156, 1);
    if (type !== '0' && type !== '') throw new Error('The archive holds something but files.');
    const prefix = text(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const size = Number.parseInt(text(header, 124, 12), 8);
    const data = size > 0 ? await read(size) : Buffer.alloc(0);
    if (data === null) throw new Error('The archive ends in the middle of a file.');
    const padding = (block - (size % block)) % block;
    if (padding > 0 && (await read(padding)) === null) throw new Error('The archive is cut off.');
    yield { name, data: Buffer.from(data) };
  }
}
