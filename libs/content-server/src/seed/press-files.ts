import sharp from 'sharp';
import { generateArtwork } from '../media/generate-artwork';
import { generatePortrait } from '../media/generate-portrait';
import type { MediaStore } from '../media/media-store';

/**
 * The press page's downloads (so no link is dead), served from the media store like every image.
 */
export const pressFiles = {
  logo: 'press/logo.png',
  campus: 'press/campus.jpg',
  report: 'press/jahresbericht-2025.pdf',
  exhibition: 'press/abschlussausstellung.jpg',
  concert: 'press/orchesterkonzert.jpg',
  president: 'press/praesidentin.jpg',
  facts: 'press/daten-und-fakten-2026.pdf',
} as const;

/** The press material as listed on the press page, in order, with its title in both languages. */
export const pressDownloads: { title: [string, string]; path: string }[] = [
  { title: ['Logo (PNG)', 'Logo (PNG)'], path: pressFiles.logo },
  { title: ['Pressefotos Campus', 'Campus press photos'], path: pressFiles.campus },
  {
    title: ['Pressefoto Abschlussausstellung (JPG)', 'Press photo: graduate exhibition (JPG)'],
    path: pressFiles.exhibition,
  },
  {
    title: ['Pressefoto Orchesterkonzert (JPG)', 'Press photo: orchestra concert (JPG)'],
    path: pressFiles.concert,
  },
  {
    title: ['Porträt der Präsidentin (JPG)', 'Portrait of the president (JPG)'],
    path: pressFiles.president,
  },
  { title: ['Jahresbericht 2025 (PDF)', 'Annual report 2025 (PDF)'], path: pressFiles.report },
  {
    title: ['Daten und Fakten 2026 (PDF)', 'Facts and figures 2026 (PDF)'],
    path: pressFiles.facts,
  },
];

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240"><rect width="100%" height="100%" fill="#ffffff"/><rect x="20" y="20" width="200" height="200" fill="#2e282a"/><text x="250" y="150" font-family="sans-serif" font-size="96" font-weight="700" fill="#2e282a">Aula</text></svg>`;

/** A one-page PDF with a line of text, its cross-reference table computed from the byte offsets. */
export function minimalPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 24 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> ' +
      '/Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the press downloads (generated, never downloaded) into the media store. */
export async function seedPressFiles(store: MediaStore): Promise<void> {
  await store.write(pressFiles.logo, await sharp(Buffer.from(logoSvg)).png().toBuffer());
  await store.write(pressFiles.campus, await generateArtwork(9));
  await store.write(pressFiles.exhibition, await generateArtwork(33));
  await store.write(pressFiles.concert, await generateArtwork(38));
  await store.write(pressFiles.president, await generatePortrait(17));
  await store.write(
    pressFiles.report,
    minimalPdf('Aula - Jahresbericht 2025 / Annual report 2025'),
  );
  await store.write(
    pressFiles.facts,
    minimalPdf('Aula - Daten und Fakten 2026 / Facts and figures 2026'),
  );
}
