import { singular } from '../story/words.js';

/**
 * How a ratio story names its parts: "the ratio of boys to girls is 5:7" (boys, girls), "red and blue
 * candles in the ratio of 5:3", "Sandra, Amy and Ruth in the ratio 2:1:3 respectively". A part is
 * found again in other words by its key: the words singular, a possessive dropped ("Chloe's wins" →
 * "chloe"), so "If Chloe won 24 times" names Chloe's part.
 */
export interface RatioParts { terms: number[]; names: string[]; at: number; end: number }

const RATIO = /\b(\d+) ?: ?(\d+)(?: ?: ?(\d+))?(?! ?(?:a\.?m|p\.?m)\b)/gi;
// A name ("Ann", "Lia's points") or one or two lower-case words ("ducks", "red candles").
const PHRASE = String.raw`\b(?:[A-Z][a-z]*(?:(?:'s|’s) [a-z]+)?|[a-z]+(?: [a-z]+)?)`;

/** The key words of a name: lower case, singular, a possessive's owner only. */
export function keyOf(name: string): string {
  const possessive = /^([a-z]+)(?:'s|’s)\b/i.exec(name.trim());
  if (possessive) return possessive[1]!.toLowerCase();
  return name.trim().toLowerCase().split(/\s+/).map(singular).join(' ');
}

/** The text in key form, so a key is found by plain search. */
export const keyText = (text: string): string => ` ${text.toLowerCase().replace(/(?:'s|’s)\b/g, '').replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).map(singular).join(' ')} `;

function namesOfRatio(before: string, count: number): string[] | null {
  const of = new RegExp(String.raw`\bratio of (?:the )?(?:(?:number|amount) of )?(.+?) (?:is|was|to be)\s*$`, 'i').exec(before)?.[1];
  if (of) {
    const names = of.split(/\s+to\s+(?:the\s+)?(?:(?:number|amount) of\s+)?(?:that (?:which )?)?/).map((n) => n.replace(/\b(?:in|at|on|that|of)\b.*$/, '').trim()
      // asdiv-more: "kids meals sold to adult meals sold": the act is no part of the name.
      .replace(/\s+(?:sold|bought|made|used|eaten)$/, ''));
    return names.length === count && names.every((n) => /^[A-Za-z]/.test(n)) ? names : null;
  }
  const list = count === 2 ? new RegExp(String.raw`(${PHRASE}) and (${PHRASE})`, 'g') : new RegExp(String.raw`(${PHRASE}), (${PHRASE}),? and (${PHRASE})`, 'g');
  const found = [...before.matchAll(list)].pop();
  if (!found) return null;
  const names = found.slice(1, count + 1).map((n) => n!.trim());
  const last = names[names.length - 1]!;
  const lastWord = (n: string): string => n.split(' ').pop()!;
  // "has dogs and cats": one-word parts, the words before them belong to the sentence.
  if (!last.includes(' ')) return names.map(lastWord);
  // "blue, green and white paint": the shared noun belongs to each part.
  const shared = /^[a-z]+ ([a-z]+)$/.exec(last)?.[1];
  const sharing = !!shared && names.slice(0, -1).some((n) => !n.includes(' '));
  return sharing ? [...names.slice(0, -1).map((n) => `${lastWord(n)} ${shared}`), last] : names;
}

/** The one ratio of the facts with its parts' names, or null. */
export function readRatio(facts: string): RatioParts | null {
  const found = [...facts.matchAll(RATIO)];
  if (found.length !== 1) return null;
  const match = found[0]!;
  const terms = match.slice(1).filter(Boolean).map(Number);
  if (terms.some((t) => t <= 0)) return null;
  const sentenceStart = Math.max(0, ...[...facts.slice(0, match.index).matchAll(/[.!?] /g)].map((m) => (m.index ?? 0) + 2));
  const before = facts.slice(sentenceStart, match.index).replace(/\b(?:in (?:the|a) )?ratio(?: of)?\s*$/i, (all) => (/ratio of .* (?:is|was|to be)/i.test(facts.slice(sentenceStart, match.index)) ? all : ''));
  const names = namesOfRatio(before, terms.length);
  if (!names || new Set(names.map(keyOf)).size !== names.length) return null;
  return { terms, names, at: match.index ?? 0, end: (match.index ?? 0) + match[0].length };
}
