// How far the lines of text on a photographed page are turned. Projected along the right angle, the
// ink piles up in sharp rows (text lines) with blank rows between; at any other angle the rows blur
// together. So the angle whose row histogram is "peakiest" (largest sum of squares) is the skew.

const INK = 150; // gray level below which a pixel counts as ink once the lighting is flattened
const MAX_POINTS = 60_000;

export interface Skew {
  /** Degrees the text is turned counter-clockwise; rotating the page clockwise by it levels it. */
  degrees: number;
  /** How much peakier the rows are at that angle than level (1 = no better). */
  gain: number;
}

export function estimateSkew(gray: Uint8Array, width: number, height: number, maxDegrees = 45): Skew {
  const points = inkPoints(gray, width, height);
  if (points.length < 200) return { degrees: 0, gain: 1 };
  const rows = new Float64Array(Math.ceil(Math.hypot(width, height)) + 2);
  const sharpness = (degrees: number) => rowSharpness(points, rows, (degrees * Math.PI) / 180, width);
  let best = 0;
  let bestScore = sharpness(0);
  const level = bestScore;
  const consider = (degrees: number) => {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  };
  for (let degrees = -maxDegrees; degrees <= maxDegrees; degrees += 1) consider(degrees);
  const coarse = best;
  for (let degrees = coarse - 1; degrees <= coarse + 1; degrees += 0.1) consider(Math.round(degrees * 10) / 10);
  return { degrees: best, gain: bestScore / level };
}

/** Coordinates of ink pixels (every k-th one on a busy page), as x0, y0, x1, y1, ... */
function inkPoints(gray: Uint8Array, width: number, height: number): Float64Array {
  let count = 0;
  for (let i = 0; i < gray.length; i++) if (gray[i]! < INK) count++;
  const step = Math.max(1, Math.ceil(count / MAX_POINTS));
  const points = new Float64Array(2 * Math.ceil(count / step));
  let seen = 0;
  let at = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (gray[y * width + x]! >= INK || seen++ % step !== 0) continue;
      points[at++] = x;
      points[at++] = y;
    }
  }
  return points.subarray(0, at);
}

function rowSharpness(points: Float64Array, rows: Float64Array, radians: number, width: number): number {
  rows.fill(0);
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const offset = width * Math.abs(sin);
  for (let i = 0; i < points.length; i += 2) {
    const row = Math.round(points[i + 1]! * cos + points[i]! * sin + offset);
    if (row >= 0 && row < rows.length) rows[row]! += 1;
  }
  let sum = 0;
  for (let i = 0; i < rows.length; i++) sum += rows[i]! * rows[i]!;
  return sum;
}
