// Pixel work that turns a phone photo of a printed page into what tesseract reads well: gray levels
// with the lighting evened out (a lamp on one side or the phone's shadow otherwise defeats its one
// global threshold), and the page turned level (tesseract copes with a degree or two; a sheet shot at
// an angle on a desk is often 10-40° off and reads as nonsense).

/** Gray levels 0-255 of an RGBA image, row by row. */
export function toGray(rgba: Uint8ClampedArray | Uint8Array): Uint8Array {
  const gray = new Uint8Array(rgba.length / 4);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4) gray[i] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
  return gray;
}

/**
 * The paper's brightness around each pixel: the brightest value nearby (text is dark and thin, the
 * paper is what stays), smoothed. `radius` should be wider than a letter's stroke.
 */
export function paperBrightness(gray: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return boxBlur(maxFilter(gray, width, height, radius), width, height, radius);
}

/**
 * Divides out the paper's brightness: white paper everywhere, ink stays dark. What is far darker than
 * the page (the desk or floor around a sheet) becomes white too: brightened, its grain would read as
 * letters, and left dark it would be one big blot.
 */
export function flattenLighting(gray: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const paper = paperBrightness(gray, width, height, radius);
  const offPage = PAGE_SHARE * percentile(paper, 0.9);
  // The paper estimate reaches `radius` past the sheet's edge: widen the desk by as much again, or a
  // dark frame around the sheet would stay.
  const desk = maxFilter(paper.map((level) => (level < offPage ? 255 : 0)), width, height, 2 * radius);
  const flat = new Uint8Array(gray.length);
  for (let i = 0; i < gray.length; i++) {
    flat[i] = desk[i] ? 255 : Math.round(255 * (Math.min(1, gray[i]! / Math.max(16, paper[i]!)) ** INK_GAMMA));
  }
  return flat;
}

/**
 * Darkens the gray edges of letters after the division: the faint anti-aliased parts of "?" or "."
 * otherwise fade out ("40?" read as "407"). Tried 1, 1.6 and 2.2 on real and made photos; 2 kept
 * every page's digits right.
 */
const INK_GAMMA = 2;

/** Paper in shadow still has this share of the brightest paper's brightness; a desk has less. */
const PAGE_SHARE = 0.6;

function percentile(values: Uint8Array, share: number): number {
  const counts = new Uint32Array(256);
  for (let i = 0; i < values.length; i++) counts[values[i]!]!++;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen >= share * values.length) return level;
  }
  return 255;
}

function maxFilter(values: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return separable(values, width, height, (line) => slidingMax(line, radius));
}

function boxBlur(values: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return separable(values, width, height, (line) => slidingMean(line, radius));
}

/** Applies a 1-D filter to every row, then to every column. */
function separable(values: Uint8Array, width: number, height: number, filter: (line: Uint8Array) => Uint8Array): Uint8Array {
  const rows = new Uint8Array(values.length);
  for (let y = 0; y < height; y++) rows.set(filter(values.subarray(y * width, (y + 1) * width)), y * width);
  const out = new Uint8Array(values.length);
  const column = new Uint8Array(height);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) column[y] = rows[y * width + x]!;
    const filtered = filter(column);
    for (let y = 0; y < height; y++) out[y * width + x] = filtered[y]!;
  }
  return out;
}

function slidingMean(line: Uint8Array, radius: number): Uint8Array {
  const out = new Uint8Array(line.length);
  let sum = 0;
  let count = 0;
  for (let i = -radius; i < line.length; i++) {
    const add = i + radius;
    if (add < line.length) [sum, count] = [sum + line[add]!, count + 1];
    const drop = i - radius - 1;
    if (drop >= 0) [sum, count] = [sum - line[drop]!, count - 1];
    if (i >= 0) out[i] = Math.round(sum / count);
  }
  return out;
}

/** Maximum over a window, in linear time (van Herk / Gil-Werman blocks). */
function slidingMax(line: Uint8Array, radius: number): Uint8Array {
  const n = line.length;
  const size = 2 * radius + 1;
  const left = new Uint8Array(n);
  const right = new Uint8Array(n);
  for (let i = 0; i < n; i++) left[i] = i % size === 0 ? line[i]! : Math.max(left[i - 1]!, line[i]!);
  for (let i = n - 1; i >= 0; i--) right[i] = i === n - 1 || (i + 1) % size === 0 ? line[i]! : Math.max(right[i + 1]!, line[i]!);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.max(right[Math.max(0, i - radius)]!, left[Math.min(n - 1, i + radius)]!);
  return out;
}
