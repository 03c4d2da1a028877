import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';
import { digits } from './read-rates.js';
import { ADVERBS, GAIN, LOSS, readEachMove, readMove, readScale, subjectFits } from './portion-moves.js';
import { readEachHolds, readEnd, readSomeStart, readStart, unitAfter, type Start } from './portion-start.js';
import { AS_MANY, FRACTION, readFraction, unfront } from './portions.js';

/**
 * One amount followed through a story ("Derek has $960. He spends half of that on textbooks, and a
 * quarter of what is left on supplies."): a start, then moves that take away or add a number, a
 * portion of what there is now, a portion of the start, or a multiple of the amount just moved.
 * Every number and every portion of the facts must be read into a move, or the story is declined.
 */
export type Move =
  | { kind: 'number'; sign: 1 | -1; value: Exact; clause: string; factors?: [Exact, Exact] }
  | { kind: 'portion'; sign: 1 | -1; fraction: Exact; of: 'current' | 'whole' | 'previous'; clause: string; category?: true; ref?: string };

/** `rest`: "the rest are green", what the amount left over is; `told`: the clause that tells the start. */
export interface Chain { start: Exact | null; factors: Exact[]; unit: string; owner: string | null; moves: Move[]; end: Exact | null; rest: string | null; told: string }

/** Words that say the numbers do more than move an amount: each, rates, comparisons, sharing. */
const OTHER = /\ball but\b|\bexcept\b|\b(?:each|every|per|than|times|split|divided?|equally|among|between|rate|interest|tax|tip|discount|profit|average|ratio|instead|twice|triple|doubled?|tripled?|some|more than|less than|more|fewer)\b|\d+-[a-z]/;
const CHANGE = new RegExp(`\\b(?:${LOSS}|${GAIN})\\b|\\b(?:rest|remaining|left|all)\\b`);

/** "At the beginning of the day there were 74 apples": when, before the clause itself. */
const WHEN_FIRST = /^(?:at the (?:beginning|start|end) of (?:the |a )?[a-z]+|in the (?:morning|afternoon|evening)|this (?:morning|afternoon|evening|week)|yesterday|today|on (?:mon|tues|wednes|thurs|fri|satur|sun)day),? /;

/** Capitalized words that start a sentence without naming who has the amount. */
const NOT_OWNERS = /^(?:there|the|a|an|if|then|after|on|in|at|last|this|one|each|every|some|all|his|her|their|its|she|he|they|it|we|i|yesterday|today|during|before|when|while|out|of|later|next|finally|so|but|and|only|however)$/;

interface Reading { chain: Chain; moved: boolean; startRead: Start | null; verb: string | null }

/** Number words and worded fractions as digits, so every number is seen: "one-fourth" → "1/4". */
export function normalize(text: string): string {
  const fractions = tidyText(text).replace(/\b(?:exactly|only) (?=\d|half\b|an? |one|two|three)/gi, '').replace(/\b(\d+) dozens? of\b/gi, (_m, n: string) => `${Number(n) * 12}`).replace(new RegExp(FRACTION, 'gi'), (m) => (/^\d|^half$/i.test(m) ? m : (readFraction(m)?.toFraction() ?? m)));
  return digits(fractions).replace(/\bhalf\b/gi, 'half');
}

function setStart(reading: Reading, start: Start): boolean {
  const { chain } = reading;
  Object.assign(chain, { start: start.value, unit: start.unit, factors: start.factors, told: start.text });
  reading.startRead = start;
  // "The PTA had saved $400": a group or a thing that has the amount, later "they" or "it".
  if (/^(?:(?:the|a|an) )?[a-z]+(?: [a-z]+)?$/.test(start.subject) && !/^(?:he|she|they|we|i|it|there)$/.test(start.subject)) chain.owner = start.subject;
  return true;
}

/** A clause with no number: a start of unknown size, or the scene; a change by an unknown amount is not read. */
function readWithoutAmount(text: string, reading: Reading): boolean {
  const some = reading.chain.start === null && !reading.moved ? readSomeStart(text) : null;
  if (some) return setStart(reading, some);
  // "and keeps the rest for himself": nothing changes.
  if (/^(?:[a-z]+ )?keeps? the rest(?: for (?:himself|herself|themselves))?$/.test(text) && reading.chain.moves.length > 0) return true;
  // "and the rest are green": what is left over, named.
  const rest = /^the (?:rest|remaining|remainder)(?: [a-z]+)?(?: of (?:the|them)(?: [a-z]+)?)? (?:are|were|is|was|have|has|had|do|does|did) (.+)$/.exec(text);
  if (rest && reading.chain.moves.length > 0 && reading.chain.moves.every((m) => m.kind === 'portion' && m.category) && reading.chain.rest === null) {
    reading.chain.rest = text;
    return true;
  }
  return !OTHER.test(text) && !CHANGE.test(text);
}

/** "She spent 2/3 of her $150", "gave 1/4 of his 20-meter rope": the start told inside the first portion. */
function startInside(text: string): { start: Start; rest: string } | null {
  const m = new RegExp(`\\b(${FRACTION}) of (her|his|their) (\\d+(?:\\.\\d+)?)([- ])([a-z]+)((?: [a-z]+)?)`).exec(text);
  if (!m) return null;
  const value = exact.fraction(m[3] ?? '0');
  const unit = m[4] === '-' ? singular(m[5] ?? '') : unitAfter(`${m[5]}${m[6]}`);
  const start: Start = { value, unit, subject: '', factors: [value], text };
  return unit ? { start, rest: text.replace(m[0], `${m[1]} of ${m[2]} ${m[5]}${m[6]}`) } : null;
}

function readClause(clause: string, reading: Reading, sameSentence: boolean): boolean {
  const { chain } = reading;
  const unit = chain.unit ? `${chain.unit}e?s?` : '';
  // "He gave a box to his mother": one of the things counted.
  const text = clause.replace(WHEN_FIRST, '').replace(ADVERBS, '').trim().replace(unit ? new RegExp(`\\b(${LOSS}|${GAIN}) an? (${unit})\\b`) : /^$/, '$1 1 $2');
  const end = readEnd(text);
  if (end) {
    chain.end = end.value;
    // "If Melanie has 5 vacuum cleaners left": the end names the unit when the start did not.
    if (chain.unit === '') chain.unit = end.unit;
    else if (end.unit !== '' && end.unit !== chain.unit) return false;
    return subjectFits(end.subject, chain.owner);
  }
  const inner = chain.start === null && !reading.moved ? startInside(text) : null;
  if (inner) {
    setStart(reading, inner.start);
    // "She spent 2/3 of her $150": the amount is hers, whoever "she" is.
    chain.owner ??= ({ her: 'she', his: 'he', their: 'they' } as Record<string, string>)[/\bof (her|his|their) /.exec(inner.rest)?.[1] ?? ''] ?? null;
    return readClause(inner.rest, reading, sameSentence);
  }
  const holds = reading.startRead && chain.moves.length === 0 ? readEachHolds(text, reading.startRead) : null;
  if (holds) return setStart(reading, holds);
  // "If there were 400 nails in the container": the start may be told after portions of it.
  const start = chain.start === null && chain.moves.every((m) => m.kind === 'portion' && m.of !== 'previous') ? readStart(text) : null;
  if (start && !OTHER.test(text.replace(/\bthat (?:are|were) each\b/, ''))) return setStart(reading, start);
  const scale = chain.moves.length > 0 || chain.start !== null ? readScale(text, chain) : null;
  if (scale) {
    chain.moves.push(scale);
    return (reading.moved = true);
  }
  if (!/\d|\bhalf\b/.test(text) && !AS_MANY.test(text)) return readWithoutAmount(text, reading);
  const each = readEachMove(text, chain);
  if (each) {
    chain.moves.push(each);
    return (reading.moved = true);
  }
  // "2 more to the red house": more of the same change.
  if (OTHER.test(text.replace(AS_MANY, '').replace(/\b(?:more|another)\b(?= \d| [a-z]+ of)|(?<=\d )more\b(?! than)/, ''))) return false;
  const own = new RegExp(`\\b(?:${LOSS}|${GAIN})\\b`).exec(text)?.[0] ?? null;
  // "…, one-fifth of it for peanut butter cookies": a clause without a verb repeats the one before.
  const plain = unfront(text).replace(/(?<=\d )more (?!than)/, '');
  const move = readMove(plain, chain, sameSentence) ?? (!own && reading.verb ? readMove(`${reading.verb} ${plain}`, chain, sameSentence) : null);
  if (!move) return false;
  chain.moves.push(move);
  reading.moved = true;
  reading.verb = own ?? reading.verb;
  return true;
}

/** Clauses: at commas, at "then", and at "and" before an amount or before someone doing a change ("and Samson removes"). */
const CLAUSES = new RegExp(`,\\s*(?:and\\s+)?|\\s+and\\s+(?=(?:then\\s+)?(?:[a-z]+\\s+)?(?:\\d|half|the\\s+rest|what)|then\\s|[a-z]+ (?:${LOSS})\\b)|\\s+then\\s+`);

/** The facts read into one chain, or null when any clause is not understood. */
export function readChain(facts: string): Chain | null {
  const reading: Reading = { chain: { start: null, factors: [], unit: '', owner: null, moves: [], end: null, rest: null, told: '' }, moved: false, startRead: null, verb: null };
  const sentences = normalize(facts).split(/(?<=[.!?;])\s+/).map((s) => s.replace(/[.!?;]+$/, ''));
  for (const sentence of sentences) {
    const owner = /^([A-Z][a-z]+) /.exec(sentence)?.[1]?.toLowerCase();
    // Once a pile nobody owns is told ("There are 48 crayons"), a name starting a sentence is someone acting on it.
    if (owner && reading.chain.owner === null && reading.chain.start === null && !NOT_OWNERS.test(owner)) reading.chain.owner = owner;
    const movesBefore = reading.chain.moves.length;
    reading.verb = null;
    // "Of the remaining ones, he loses half": the fronted referent stays with its clause.
    const text = sentence.toLowerCase().replace(/^(of (?:the|what|those|these) [^,]+), /, '$1 ');
    for (const clause of text.split(CLAUSES)) {
      const sameSentence = movesBefore === 0 && reading.chain.moves.length > 0;
      if (clause.trim() && !readClause(clause.trim(), reading, sameSentence)) {
        if (process.env.PDEBUG) console.log('  unread:', clause);
        return null;
      }
    }
  }
  return reading.chain;
}
