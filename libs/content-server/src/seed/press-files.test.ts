import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memoryMediaStore } from '../media/media-store';
import { minimalPdf, pressFiles, seedPressFiles } from './press-files';

describe('seedPressFiles (the press downloads exist: no dead links)', () => {
  it('writes a PNG logo, a JPEG photo and a PDF report where the download links point', async () => {
    const store = memoryMediaStore();
    await seedPressFiles(store);
    expect(store.paths().sort()).toEqual(Object.values(pressFiles).sort());
    expect(
      (await sharp((await store.read(pressFiles.logo)) ?? Buffer.alloc(0)).metadata()).format,
    ).toBe('png');
    expect(
      (await sharp((await store.read(pressFiles.campus)) ?? Buffer.alloc(0)).metadata()).format,
    ).toBe('jpeg');
    expect(
      ((await store.read(pressFiles.report)) ?? Buffer.alloc(0)).subarray(0, 8).toString('latin1'),
    ).toBe('%PDF-1.4');
  });

  it('makes a PDF whose cross-reference table points at its objects', () => {
    const pdf = minimalPdf('Bericht (2025)').toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n /g)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`),
    );
  });
});
