import type { Exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { readNumber } from './multipliers.js';
import type { Part } from './rest-parts-reading.js';

/**
 * The count of one part when the whole is not told ("Half of his picks are red, a third are blue,
 * and the rest are yellow. If he has 12 blue picks, …"): the clause names the part by its own words
 * and the whole's thing, and exactly one part fits; the whole is that count over the part's share.
 */
const STOP = 'in|on|at|of|to|for|from|with|and|but|or|are|were|is|was|that|who|which|the|a|an|there|he|she|they|it|has|have|had';
const HAS = /^(?:he|she|they|it|there|[a-z]+) (?:has|have|had|are|were|is|was) (\d+(?:\.\d+)?) ([a-z][a-z -]*)$/;
const COUNTED = /^(\d+(?:\.\d+)?) ([a-z][a-z -]*)$/;

export const wordsOf = (text: string): string[] => text.split(/\s+/).filter((w) => w.length > 2 && !new RegExp(`^(?:${STOP})$`).test(w)).map(singular);

/** "half of his picks are red" → pick: what the whole counts, named by its first part. */
export function ofWhat(clause: string): string[] | null {
  const of = /\bof (?:the |his |her |their |[a-z]+'s )([a-z]+)\b/.exec(clause)?.[1];
  return of ? [singular(of)] : null;
}

export function knownPart(clause: string, parts: readonly Part[], unitNames: readonly string[]): { part: Part; count: Exact; unit: string } | null {
  const m = HAS.exec(clause) ?? COUNTED.exec(clause);
  const count = m?.[1] ? readNumber(m[1]) : null;
  const words = wordsOf(m?.[2] ?? '');
  const unit = words.find((w) => unitNames.includes(w));
  if (!count || !unit) return null;
  // "40% have red bellies, 30% have green bellies": words every part shares name none of them.
  const common = parts.length < 2 ? [] : parts.reduce<string[]>((kept, p) => kept.filter((w) => p.words.includes(w)), parts[0]?.words ?? []);
  const own = (p: Part): string[] => p.words.filter((w) => !unitNames.includes(w) && !common.includes(w));
  const fits = parts.filter((p) => own(p).length > 0 && own(p).every((w) => words.includes(w)));
  const touched = parts.filter((p) => own(p).some((w) => words.includes(w)));
  return fits.length === 1 && touched.length === 1 ? { part: fits[0]!, count, unit } : null;
}
