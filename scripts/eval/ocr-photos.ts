// How well the offline OCR reads photos (issue 12): each image through ai-assistant's text extractor
// (photo preparation + tesseract), with the time it took and, when a `<image>.txt` with the words on
// the page sits next to it, the share of those words found in what was read. Without one it prints
// the share of read tokens that look like words (garbage from a badly read photo is mostly symbols).
//   node --experimental-transform-types scripts/eval/ocr-photos.ts photo1.jpg [photo2.png ...] [--raw] [--text] [--save=DIR]
// --raw skips the photo preparation (tesseract on the image as uploaded), to compare with and without;
// --save writes each prepared page (what tesseract is given) to DIR as a PNG, to look at.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadavg } from 'node:os';
import '../lib/source-hooks.mjs';

const { createTextExtractor } = await import('../../services/ai-assistant/src/documents/extract-text.ts');
const { createTesseractReader } = await import('../../services/ai-assistant/src/documents/tesseract-ocr.ts');
const { prepareForOcr } = await import('../../services/ai-assistant/src/documents/prepare-photo.ts');

const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const raw = process.argv.includes('--raw');
const showText = process.argv.includes('--text');
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
const reader = createTesseractReader({ timeoutMs: 180_000, prepare: !raw });
const extract = createTextExtractor({ imageReader: reader });

const COMMON_WORDS = new Set(('the of and to a in is it you that he was for on are with as his they be at one have this from or had by '
  + 'not but what all were we when your can said there use an each which she do how their if will up other about out many then '
  + 'them these so some her would make like him into time has look two more write go see number no way could people my than '
  + 'first been call who its now find long down day did get come made may part any me our such only also after should').split(' '));

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function score(text: string, expectedPath: string): string {
  if (existsSync(expectedPath)) {
    const read = new Set(words(text));
    const expected = words(readFileSync(expectedPath, 'utf8'));
    const found = expected.filter((word) => read.has(word)).length;
    return `${((100 * found) / expected.length).toFixed(0)}% of the page's ${expected.length} words found`;
  }
  const tokens = words(text);
  const common = tokens.filter((token) => COMMON_WORDS.has(token)).length;
  return `${((100 * common) / Math.max(1, tokens.length)).toFixed(0)}% of ${tokens.length} words are common English words`;
}

for (const path of paths) {
  const bytes = readFileSync(path);
  const started = performance.now();
  const text = (await extract({ bytes, fileName: path })).text;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const prepared = raw ? undefined : await prepareForOcr(bytes);
  if (prepared && saveDir) writeFileSync(join(saveDir, `${basename(path)}.prepared.png`), prepared.bytes);
  const turned = prepared?.rotatedDegrees ? `, turned ${prepared.rotatedDegrees}°` : '';
  console.log(`${path}: ${seconds} s${turned}, ${score(text, `${path}.txt`)}`);
  if (showText) console.log(text.replace(/^/gm, '    '));
}
console.log(`load average: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores shared)`);
await reader.close();
