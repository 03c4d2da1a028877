/**
 * Headings in extracted text. A PDF gives lines, not structure: a heading sits on its own line(s)
 * between sentences, and a long heading wraps ("1.1 Definitions of Statistics, Probability, and Key" /
 * "Terms"). Headings are found, joined across their wrapped lines and set apart as their own blocks,
 * so they neither run into the next sentence nor end up cut off as a lesson title.
 */

/** Words a title keeps in lower case, and that a complete heading does not end on. */
const SMALL_WORDS = new Set(
  'a an the and or nor but of in on at to for by with from as into onto versus vs via per over under between about than its their'.split(' '),
);

const wordsOf = (line: string): string[] => line.trim().split(/\s+/).filter(Boolean);
const bare = (word: string): string => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Ends on "and", "of", a comma or a dash: the heading goes on in the next line. */
export function endsMidPhrase(line: string): boolean {
  const last = wordsOf(line).at(-1) ?? '';
  if (/[?)]$/.test(last)) return false;
  return /[,&/–—-]$/.test(last) || SMALL_WORDS.has(bare(last).toLowerCase());
}

/** "Population Parameter versus Sample Statistic": every word capitalised but the small ones, no full stop. */
export function isTitleLike(line: string): boolean {
  const text = line.trim();
  const words = wordsOf(text);
  // A question may be a heading ("What Is an Interest Group?"); a full stop never is.
  if (words.length === 0 || words.length > 20 || text.length > 140 || /[.!;:]["')\]]?$/.test(text)) return false;
  let capitals = 0;
  for (const word of words.map(bare).filter(Boolean)) {
    if (SMALL_WORDS.has(word)) continue;
    if (!/^[\p{Lu}\p{N}]/u.test(word)) return false;
    if (/\p{L}/u.test(word)) capitals += 1;
  }
  return capitals > 0;
}

const endsSentence = (line: string | undefined): boolean => line === undefined || /[.!?:]["')\]]?$/.test(line.trim());
const startsSentence = (line: string | undefined): boolean => line === undefined || /^["'“(]?[\p{Lu}\p{N}]/u.test(line.trim());

/** How many lines from `start` make one heading (0: no heading starts there). */
function headingLength(lines: readonly string[], start: number): number {
  if (!isTitleLike(lines[start] ?? '') || !endsSentence(lines[start - 1])) return 0;
  let end = start + 1;
  while (end < lines.length && continues(lines, start, end)) end += 1;
  return startsSentence(lines[end]) ? end - start : 0;
}

/** Whether line `next` is the wrapped rest of the heading that began at `start`. */
function continues(lines: readonly string[], start: number, next: number): boolean {
  const previous = lines[next - 1] ?? '';
  const line = lines[next] ?? '';
  if (!isTitleLike(line) || wordsOf(lines.slice(start, next + 1).join(' ')).length > 20) return false;
  if (endsMidPhrase(previous)) return true;
  // A long heading line, then a few words, then the body: the heading wrapped ("… and Key" / "Terms").
  return previous.length >= 25 && wordsOf(line).length <= 6 && !isTitleLike(lines[next + 1] ?? '') && lines[next + 1] !== undefined;
}

/** One block's lines with each heading (joined across its lines) set apart by blank lines. */
function separateInBlock(block: string): string {
  const lines = block.split('\n');
  const out: string[] = [];
  let body: string[] = [];
  const flush = (): void => {
    if (body.length) out.push(body.join('\n'));
    body = [];
  };
  for (let i = 0; i < lines.length; ) {
    const length = lines.length > 1 ? headingLength(lines, i) : 0;
    if (length === 0) {
      body.push(lines[i] ?? '');
      i += 1;
      continue;
    }
    flush();
    out.push(lines.slice(i, i + length).join(' '));
    i += length;
  }
  flush();
  return out.join('\n\n');
}

export function separateHeadings(text: string): string {
  return text.split('\n\n').map(separateInBlock).join('\n\n');
}

/** A block that is a heading: one short line without a full stop (sentence case allowed on its own). */
export function isHeadingBlock(block: string): boolean {
  const text = block.trim();
  if (text.includes('\n') || !/\p{L}/u.test(text) || wordsOf(text).length > 20) return false;
  return isTitleLike(text) || (wordsOf(text).length <= 10 && !/[.!?;:,]["')\]]?$/.test(text));
}
