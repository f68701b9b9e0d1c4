/** What a composition draws with: the random sequence, the shape colours and the canvas size. */
export interface Canvas {
  next: () => number;
  colours: readonly string[];
  width: number;
  height: number;
}

/** A kind of abstract picture; its name goes into the image's alt text. */
export interface Composition {
  de: string;
  en: string;
  draw: (canvas: Canvas) => string;
}

const pick = ({ next, colours }: Canvas) =>
  colours[Math.floor(next() * colours.length)] ?? '#2e282a';

const circlesAndBars = (canvas: Canvas) =>
  Array.from({ length: 7 }, (_, index) => {
    const { next, width, height } = canvas;
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = Math.round(120 + next() * 420);
    const fill = pick(canvas);
    return index % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="0.9"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 6}" width="${size}" height="${size / 3}" ` +
          `fill="${fill}" transform="rotate(${Math.round(next() * 180)} ${x} ${y})"/>`;
  }).join('');

function stripes(canvas: Canvas): string {
  const shapes: string[] = [];
  for (let x = 0; x < canvas.width;) {
    const band = Math.round(40 + canvas.next() * 260);
    shapes.push(
      `<rect x="${x}" y="0" width="${band}" height="${canvas.height}" fill="${pick(canvas)}"/>`,
    );
    x += band + Math.round(canvas.next() * 80);
  }
  return shapes.join('');
}

function grid(canvas: Canvas): string {
  const cell = 200;
  const shapes: string[] = [];
  for (let y = 0; y < canvas.height; y += cell)
    for (let x = 0; x < canvas.width; x += cell) {
      const roll = canvas.next();
      if (roll < 0.35)
        shapes.push(
          `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${pick(canvas)}"/>`,
        );
      else if (roll < 0.6)
        shapes.push(
          `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.4}" ` +
            `fill="${pick(canvas)}"/>`,
        );
    }
  return shapes.join('');
}

function rings(canvas: Canvas): string {
  const x = Math.round(canvas.width * (0.3 + canvas.next() * 0.4));
  const y = Math.round(canvas.height * (0.3 + canvas.next() * 0.4));
  return Array.from({ length: 9 }, (_, index) => {
    const radius = 900 - index * 95;
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${pick(canvas)}"/>`;
  }).join('');
}

function waves(canvas: Canvas): string {
  const { width, height, next } = canvas;
  return Array.from({ length: 6 }, (_, index) => {
    const base = Math.round(height * (0.2 + index * 0.15));
    const amplitude = Math.round(40 + next() * 120);
    const crest = Math.round(next() * width);
    const path =
      `M0 ${base} Q ${crest} ${base - amplitude} ${width / 2} ${base} ` +
      `T ${width} ${base} V ${height} H 0 Z`;
    return `<path d="${path}" fill="${pick(canvas)}"/>`;
  }).join('');
}

function arcs(canvas: Canvas): string {
  const cell = 250;
  const shapes: string[] = [];
  for (let y = 0; y < canvas.height; y += cell)
    for (let x = 0; x < canvas.width; x += cell) {
      const corner = Math.floor(canvas.next() * 4);
      const cx = x + (corner % 2) * cell;
      const cy = y + Math.floor(corner / 2) * cell;
      shapes.push(
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${pick(canvas)}"/>`,
      );
      shapes.push(
        `<path d="M${cx} ${cy} L${x + cell - (corner % 2) * cell} ${cy} ` +
          `A${cell} ${cell} 0 0 ${corner === 1 || corner === 2 ? 0 : 1} ${cx} ` +
          `${y + cell - Math.floor(corner / 2) * cell} Z" fill="${pick(canvas)}"/>`,
      );
    }
  return shapes.join('');
}

function diagonals(canvas: Canvas): string {
  const { width, height, next } = canvas;
  const shapes: string[] = [];
  for (let offset = -height; offset < width;) {
    const band = Math.round(60 + next() * 220);
    shapes.push(
      `<polygon points="${offset},${height} ${offset + height},0 ` +
        `${offset + height + band},0 ${offset + band},${height}" fill="${pick(canvas)}"/>`,
    );
    offset += band + Math.round(next() * 120);
  }
  return shapes.join('');
}

/**
 * DESIGN.md 3: seven kinds of picture, so neighbouring demo images differ in form, not just
 * in colour.
 */
export const compositions: readonly [Composition, ...Composition[]] = [
  { de: 'Kreisen und Balken', en: 'circles and bars', draw: circlesAndBars },
  { de: 'senkrechten Farbstreifen', en: 'vertical colour stripes', draw: stripes },
  { de: 'Quadraten und Kreisen im Raster', en: 'squares and circles on a grid', draw: grid },
  { de: 'konzentrischen Ringen', en: 'concentric rings', draw: rings },
  { de: 'übereinanderliegenden Wellen', en: 'layered waves', draw: waves },
  { de: 'Viertelkreisen', en: 'quarter circles', draw: arcs },
  { de: 'diagonalen Bändern', en: 'diagonal bands', draw: diagonals },
];
