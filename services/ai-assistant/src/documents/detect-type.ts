// The real type of an upload comes from its first bytes, never from its name or claimed type:
// phones send HEIC photos named .jpg, and browsers guess content types from extensions.
export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heic' | 'text' | 'unknown';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function detectKind(bytes: Uint8Array, hints: { contentType?: string; fileName?: string } = {}): DocumentKind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeif(bytes)) return 'heic';
  // The PDF header may follow a little junk (some scanners prepend bytes); readers accept 1 KB.
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'pdf';
  if (claimsText(hints) && looksLikeText(bytes)) return 'text';
  return 'unknown';
}

function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(readUint32(bytes, 0), bytes.length, 256);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // minor version, not a brand
    if (HEIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

function claimsText({ contentType, fileName }: { contentType?: string; fileName?: string }): boolean {
  return /^text\/plain\b/i.test(contentType ?? '') || /\.(txt|md)$/i.test(fileName ?? '');
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

function readUint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}
