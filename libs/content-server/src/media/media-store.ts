import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where media files live: a folder (`./data/media`) or memory (tests). Paths are relative. */
export interface MediaStore {
  write(path: string, data: Buffer): Promise<void>;
  read(path: string): Promise<Buffer | null>;
  /** Removes a file (the media library's delete); a missing file is no error. */
  remove?(path: string): Promise<void>;
}

/** A relative path that stays inside its folder, or null (no `..`, no absolute paths). */
export function safeMediaPath(path: string): string | null {
  const clean = normalize(path).replace(/^\/+/, '');
  return clean === '' || clean.startsWith('..') || clean.includes('\0') || !/^[\w./-]+$/.test(clean)
    ? null
    : clean;
}

/** Media files in `folder`. */
export function fileMediaStore(folder: string): MediaStore {
  return {
    async write(path, data) {
      const target = join(folder, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data);
    },
    async read(path) {
      try {
        return await readFile(join(folder, path));
      } catch {
        return null;
      }
    },
    async remove(path) {
      await rm(join(folder, path), { force: true });
    },
  };
}

/** Media files in memory, for tests. */
export function memoryMediaStore(): MediaStore & { paths(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async write(path, data) {
      files.set(path, data);
    },
    async read(path) {
      return files.get(path) ?? null;
    },
    async remove(path) {
      files.delete(path);
    },
    paths: () => [...files.keys()],
  };
}
