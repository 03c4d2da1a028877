/**
 * Page furniture of extracted PDF text: what a printed page carries besides the lesson (page numbers,
 * running headers and footers, licence and download lines, a source citation). It is dropped before
 * sentences, titles and key terms are looked for, so none of it reaches a student's summary.
 */
import { isTitleLike } from './headings.js';

/** "Page 3", "3", "- 3 -", "Page 3 of 10" alone on a line. */
const PAGE_NUMBER = /^(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d{1,4}|-\s*\d+\s*-)$/i;

/** Licence, download and copyright lines that textbooks print on every page or at the end. */
const LICENCE = /\b(?:access(?:ed)? for free at|download for free at|available for free at|openstax\.org|creative commons|CC[ -]BY\b|licen[sc]ed under|all rights reserved)|^(?:©|\(c\)\s|copyright\b)/i;

/** A running header or footer with its page number: "98 3 • The Cellular Level", "Chapter 1 | Data 12". */
const NUMBERED_RUNNING = /^\d{1,4}\s+\S.*\s[•|·]\s|\s[•|·]\s.*\S\s+\d{1,4}$/;

/** A citation of where the text comes from: it runs to the end of its paragraph. */
const CITATION = /^(?:source|sources|credit|credits|attribution|citation|adapted from)\s*:/i;

const normalized = (line: string): string => line.toLowerCase().replace(/\d+/g, '#').replace(/[^a-z#]+/g, ' ').trim();

/**
 * Lines that open or close two or more pages (blocks between blank lines) once their numbers are set
 * aside: "10 Chapter 1 | Sampling and Data" and "12 Chapter 1 | Sampling and Data" are one running header.
 */
function runningLines(blocks: readonly string[][]): Set<string> {
  return new Set([...runningCounts(blocks)].filter(([, seen]) => seen.count >= 2).map(([key]) => key));
}

function runningCounts(blocks: readonly string[][]): Map<string, { count: number; line: string }> {
  const counts = new Map<string, { count: number; line: string }>();
  for (const lines of blocks) {
    const edges = new Set([lines[0], lines[1], lines[lines.length - 2], lines[lines.length - 1]].filter(Boolean) as string[]);
    for (const line of edges) {
      const key = normalized(line);
      if (line.length > 90 || /[.!?]$/.test(line) || !/[a-z]/.test(key)) continue;
      const seen = counts.get(key) ?? { count: 0, line };
      seen.count += 1;
      counts.set(key, seen);
    }
  }
  return counts;
}

const splitBlocks = (text: string): string[][] =>
  text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/).map((block) => block.split('\n').map((line) => line.trim()).filter(Boolean));

/** The running header a document repeats most (first as printed), e.g. "Chapter 1: Energy in living things". */
export function mostRepeatedHeader(text: string): string | null {
  const blocks = splitBlocks(text);
  if (blocks.length < 3) return null;
  const ranked = [...runningCounts(blocks).values()].filter((seen) => seen.count >= 3 && !LICENCE.test(seen.line));
  return ranked.sort((a, b) => b.count - a.count)[0]?.line ?? null;
}

/** The lines of one block without furniture; a citation drops the rest of its block. */
function keepLines(lines: readonly string[], running: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    if (CITATION.test(line)) break;
    if (PAGE_NUMBER.test(line) || LICENCE.test(line) || NUMBERED_RUNNING.test(line) || running.has(normalized(line))) continue;
    kept.push(line);
  }
  return kept;
}

/** Text with page furniture removed; blocks (pages, paragraphs) stay separated by blank lines. */
export function dropPageFurniture(text: string): string {
  const blocks = splitBlocks(text);
  const running = blocks.length >= 3 ? runningLines(blocks) : new Set<string>();
  return blocks
    .map((lines) => keepLines(lines, running).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

const endsSentence = (line: string): boolean => /[.!?:]["'”’)\]]?$/.test(line);

/** Whether a block that ends with `last` goes on in the next block, which starts with `first`. */
function cutByPageBreak(last: string, first: string): boolean {
  if (endsSentence(last) || /^[-•*]|^\d+[.)]\s/.test(first)) return false;
  if (/^\p{Ll}/u.test(first)) return true;
  // "… the history of voting rights in New" / "Zealand, a Pacific country …": a full body line ran on.
  return last.length >= 40 && !isTitleLike(last) && !isTitleLike(first);
}

/**
 * A sentence cut by a page break ("… to buy a lottery ticket or not. In" / "your study of statistics")
 * is one sentence again: the block that ends mid-sentence and the next are joined.
 */
export function joinPageBreaks(text: string): string {
  const blocks = text.split('\n\n');
  const joined: string[] = [];
  for (const block of blocks) {
    const previous = joined.at(-1);
    const last = previous?.split('\n').at(-1) ?? '';
    if (previous !== undefined && cutByPageBreak(last, block.split('\n')[0] ?? '')) joined[joined.length - 1] = `${previous}\n${block}`;
    else joined.push(block);
  }
  return joined.join('\n\n');
}
