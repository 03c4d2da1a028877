import { exact, type Exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { FRACTION, readFraction } from './portions.js';

/**
 * The facts of "parts of a whole that did something" (gsm-parts): wholes told by a count ("Out of 480
 * employees", "If there were 500 visitors", "12 girls and 10 boys") and parts of them told by a portion
 * and what that part did ("10% got a salary increase", "3/5 of that number came to buy coffee", "he sold
 * 3/5 of the chocolate-flavored ice creams"). A portion binds to the whole its words name ("of the
 * girls"), or to the one whole there is ("of them", "40 percent were rotten"). Anything else (a second
 * number in a clause, a comparison, a part of a part) makes the reading null. "The rest are male", "the rest in
 * the stationery section" is kept as the words of the part that is left (one whole only).
 */
export interface Whole { value: Exact; words: string[]; text: string }
export interface Part { fraction: Exact; whole: number; ref: string[]; before: string; after: string; text: string }
export interface PartsReading { wholes: Whole[]; parts: Part[]; rest: string[] | null }

const FRACTION_AT = new RegExp(`(?<![\\w./])(${FRACTION})(?![\\w/])`, 'g');
const NUMBER = /(?<![\w./])\d+(?:\.\d+)?(?![\w/%]|\.\d)/g;
/** Words no noun of a whole is: determiners, prepositions, forms of "be". */
export const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'all', 'of', 'his', 'her', 'their', 'its', 'my', 'our', 'your', 'in', 'on', 'at', 'to', 'for', 'from', 'with', 'and', 'that', 'who', 'which', 'are', 'were', 'is', 'was', 'be', 'been', 'kind', 'total', 'there', 'those', 'these', 'them', 'it', 'only', 'also']);
/** A clause that is more than a whole or a part of it: the rest, comparisons, rates, changes of a part. */
const NOT_PARTS = /\b(?:rest|remain(?:s|ed|ing)?|remainder|left|more|less|fewer|than|times|twice|double[ds]?|triple[ds]?|as (?:many|much)|each|per|every|average|ratio|again|another|other|others|not|n't|none|no|neither|nor|both|either|instead|later|then|after|next|new)\b/;

const words = (text: string): string[] => text.split(/[^a-z'-]+/).filter(Boolean);
const nouns = (text: string): string[] => words(text).filter((w) => !FUNCTION_WORDS.has(w)).map(singular);

/** Clauses: sentences cut at commas, semicolons, "and", "while", "but". */
export function clausesOf(facts: string): string[] {
  return facts.toLowerCase().replace(/\s+/g, ' ').split(/(?<=[.!?])\s+|[,;:]\s*|\s+(?:and|while|but|whereas)\s+/)
    .map((c) => c.replace(/[.!?]$/, '').replace(/^(?:and|if|so|then|also|only|out of)\s+/, '').trim()).filter(Boolean);
}

/** The whole a portion's words name: the one whose words share the most with them, when only one does. */
function wholeNamed(ref: string[], wholes: readonly Whole[]): number | null {
  const shared = wholes.map((w) => ref.filter((r) => w.words.includes(r)).length);
  const best = Math.max(0, ...shared);
  return best > 0 && shared.filter((s) => s === best).length === 1 ? shared.indexOf(best) : null;
}

/** "500 visitors", "300 senior students", "400 a4 pieces of paper": the count and its words, up to its plural noun. */
function wholeOf(clause: string, at: number, length: number): Whole {
  const after = clause.slice(at + length).trim().split(/\s+/).slice(0, 6).map((w) => w.replace(/[^a-z'-]/g, ''));
  const plural = after.slice(0, 4).findIndex((w) => singular(w) !== w);
  const kept = plural < 0 ? after.slice(0, 1) : after.slice(0, plural + 1);
  // "pieces of paper": the thing the pieces are of names the whole too.
  if (plural >= 0 && after[plural + 1] === 'of' && after[plural + 2] && !FUNCTION_WORDS.has(after[plural + 2]!)) kept.push(after[plural + 2]!);
  return { value: exact.fraction(clause.slice(at, at + length)), words: nouns(kept.join(' ')), text: clause };
}

interface RawPart { fraction: Exact; before: string; rest: string; text: string; inner: Whole | null }

/** "the rest are male", "the rest of the students walk": the words of the part that is left. */
const REST = /^the (?:rest|remaining|remainder)(?: of (?:the|them|his|her|their|its)(?: [a-z]+)?)?(?: (.*))?$/;

function readClause(clause: string, wholes: Whole[], raw: RawPart[], rests: string[][]): boolean {
  const told = REST.exec(clause);
  if (told && !/\d/.test(clause)) return rests.push(nouns(told[1] ?? '')) > 0;
  const fractions = [...clause.matchAll(FRACTION_AT)];
  const numbers = [...clause.replace(FRACTION_AT, (m) => ' '.repeat(m.length)).matchAll(NUMBER)];
  if (fractions.length === 0) {
    // A scene ("after a visit to the aquarium") may tell when; it tells no amount.
    if (numbers.length === 0) return !NOT_PARTS.test(clause.replace(/^after\b/, '')) && !/\b(?:some|several|few|many|much)\b/.test(clause);
    if (numbers.length > 1 || NOT_PARTS.test(clause)) return false;
    const whole = wholeOf(clause, numbers[0]!.index ?? 0, numbers[0]![0].length);
    wholes.push(whole);
    return whole.words.length > 0;
  }
  if (fractions.length > 1 || numbers.length > 1 || NOT_PARTS.test(clause)) return false;
  const m = fractions[0]!;
  const fraction = readFraction(m[0]);
  if (!fraction) return false;
  const at = (m.index ?? 0) + m[0].length;
  const rest = clause.slice(at).trim();
  // "5 percent of the 300 senior students got …", "1/3 of a class of 39 students took part": the whole inside.
  const n = numbers[0];
  const inner = n && (n.index ?? 0) > at ? wholeOf(clause, n.index ?? 0, n[0].length) : null;
  if (n && !inner) return false;
  raw.push({ fraction, before: clause.slice(0, m.index).trim(), rest, text: clause, inner });
  return true;
}

/** "of the boys are reading" → ref [boy], after "are reading"; "of them got …" → ref [], after "got …". */
function splitRef(rest: string, wholes: readonly Whole[]): { ref: string[]; after: string; pronoun: boolean } | null {
  if (!/^of\b/.test(rest)) return { ref: [], after: rest, pronoun: true };
  const pronoun = /^of (?:them|those|it|that number|that amount|this number|all of them)\b(.*)$/.exec(rest);
  if (pronoun) return { ref: [], after: (pronoun[1] ?? '').trim(), pronoun: true };
  const ws = rest.split(/\s+/).slice(1);
  const known = new Set(wholes.flatMap((w) => w.words));
  // The reference ends at its last word a whole is named by, within six words.
  let end = -1;
  for (let i = 0; i < Math.min(6, ws.length); i++) if (known.has(singular(ws[i]!.replace(/[^a-z'-]/g, '')))) end = i;
  if (end < 0) return null;
  return { ref: nouns(ws.slice(0, end + 1).join(' ')).filter((w) => !/^\d/.test(w)), after: ws.slice(end + 1).join(' '), pronoun: false };
}

/**
 * A whole says nothing a part says ("20 minnows have red bellies" after "40% have red bellies" is a part told
 * by its count), and a part is of no other part ("of the present students" after "1/10 are absent").
 */
function toldApart(wholes: readonly Whole[], parts: readonly Part[], scenes: readonly string[]): boolean {
  const said = parts.map((p) => nouns(`${p.before} ${p.after}`));
  const own = (w: Whole): string[] => (parts.some((p) => p.text === w.text) ? [] : nouns(w.text.replace(/^.*?\d+(?:\.\d+)?/, '')).filter((x) => !w.words.includes(x)));
  if (wholes.some((w) => own(w).some((x) => said.some((d) => d.includes(x))))) return false;
  // "2/3 of the male fish", "of Lisa's frogs": a word the whole is not named by must be the story's elsewhere, never a part's.
  const elsewhere = (r: string): boolean => [...wholes.map((w) => w.text), ...scenes].some((t) => !parts.some((p) => p.text === t) && nouns(t).includes(r));
  return parts.every((p, i) => p.ref.every((r) => wholes[p.whole]!.words.includes(r) || (elsewhere(r) && !said.some((d, j) => j !== i && d.includes(r)))));
}

/** The wholes and parts a story tells, or null. */
export function readPartsStory(facts: string): PartsReading | null {
  const wholes: Whole[] = [];
  const raw: RawPart[] = [];
  const rest: string[][] = [];
  const clauses = clausesOf(facts);
  for (const clause of clauses) if (!readClause(clause, wholes, raw, rest)) return null;
  if (rest.length > 1 || (rest.length === 1 && (rest[0]!.length === 0 || wholes.length + raw.filter((r) => r.inner).length !== 1))) return null;
  for (const r of raw) if (r.inner) wholes.push(r.inner);
  if (wholes.length === 0 || raw.length === 0) return null;
  const parts: Part[] = [];
  for (const r of raw) {
    const split = splitRef(r.rest, wholes);
    if (!split) return null;
    const whole = split.pronoun ? (wholes.length === 1 ? 0 : null) : wholeNamed(split.ref, wholes);
    if (whole === null) return null;
    // "3/4 of the students who are present": a part of a part, not of the whole.
    if (/^(?:who|whom|that|which|present|absent|there|here|left|remaining|still)\b/.test(split.after)) return null;
    parts.push({ fraction: r.fraction, whole, ref: split.ref, before: r.before, after: split.after, text: r.text });
  }
  return toldApart(wholes, parts, clauses) ? { wholes, parts, rest: rest[0] ?? null } : null;
}
