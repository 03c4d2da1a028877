import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/read-story.js';
import { digits } from './read-rates.js';
import { AS_MANY, FRACTION, readAsMany, readFraction, readPortions, unfront, type Portion } from './portions.js';

/**
 * One amount followed through a story ("Derek has $960. He spends half of that on textbooks, and a
 * quarter of what is left on supplies."): a start, then moves that take away or add a number, a
 * portion of what there is now, a portion of the start, or a multiple of the amount just moved.
 * Every number and every portion of the facts must be read into a move, or the story is declined.
 */
export type Move =
  | { kind: 'number'; sign: 1 | -1; value: Exact; clause: string }
  | { kind: 'portion'; sign: 1 | -1; fraction: Exact; of: 'current' | 'whole' | 'previous'; clause: string };

export interface Chain { start: Exact | null; unit: string; owner: string | null; moves: Move[]; end: Exact | null }

const LOSS = String.raw`(?:gave|gives|give|giving|spent|spends|spend|used|uses|use|ate|eats|eat|sold|sells|sell|lost|loses|lose|donated|donates|deleted|deletes|threw away|throws away|paid|pays|broke|breaks|dropped|drops|drank|drinks|invested|invests|fed|feeds|cooked|cooks|dried|dries|mailed|sent|handed out|hands out|removed|removes|shared|shares|put|puts|kept aside)(?: away| out)?`;
const GAIN = String.raw`(?:bought|buys|got|gets|received|receives|found|finds|picked|picks|collected|collects|won|wins|earned|earns|baked|bakes|added|adds|caught|catches|downloaded|downloads|made|makes)(?: another| more| up)?`;
/** "A fourth of the slices are given away", "half of the fruit fell out": the portion is the subject. */
const LOST_AFTER = /^(?:(?:are|were|is|was|got|get|gets) )?(?:unloaded|delivered|given away|given out|eaten|sold|used|used up|lost|taken|broken|damaged|thrown away|spent|destroyed|stolen|removed|rotten|spoiled|fell|falls|fall|flew|fly|flies|died|die|dies|melted|melt|popped|burst|burned|ran away|run away|escaped|left)\b/;
const START = /^(?:((?:(?:a|an|the) )?(?:[a-z]+ ){0,2}?[a-z]+) )?(?:has|had|have|owns|owned|bought|buys|brings|brought|baked|bakes|picked|collected|saved|received|gets|got|was given|is given|starts? with|started with|there (?:are|were|is|was))(?: (?:a|an) (?:[a-z]+ )?(?:of|with))? (\d+(?:\.\d+)?)( [a-z ]+)?$/;
const PRONOUN = /^(?:he|she|they|we|i|it)$/;
const ADVERBS = /^(?:(?:if|then|and|so|also|later|next|finally|after that|now|but|again|first|only|just|then|each)\b,?\s*)+/;
const STOP = new Set('to on for in at of from with into towards toward and that which who by as so because while when before after'.split(' '));
/** Words that say the numbers do more than move an amount: each, rates, comparisons, sharing. */
const OTHER = /\b(?:each|every|per|than|times|split|divided?|equally|among|between|rate|interest|tax|tip|discount|profit|average|ratio|instead|twice|triple|doubled?|tripled?|some|more than|less than|more|fewer)\b|\d+-[a-z]/;

/** The words naming what a number counts: "light bulbs to school" → light, bulb. */
function nounWords(rest: string): string[] {
  const kept: string[] = [];
  for (const w of rest.trim().split(' ').slice(0, 3)) {
    if (STOP.has(w) || w === 'left' || /^[a-z]+ing$/.test(w) || !/^[a-z-]+$/.test(w)) break;
    kept.push(singular(w));
  }
  return kept;
}

/** The thing a number counts: "960 dollars to buy" → dollar, "40 light bulbs" → bulb. */
export function unitAfter(rest: string): string {
  return nounWords(rest).pop() ?? '';
}

interface Reading { chain: Chain; moved: boolean }

/** Number words and worded fractions as digits, so every number is seen: "one-fourth" → "1/4". */
export function normalize(text: string): string {
  const fractions = tidyText(text).replace(new RegExp(FRACTION, 'gi'), (m) => (/^\d|^half$/i.test(m) ? m : (readFraction(m)?.toFraction() ?? m)));
  return digits(fractions).replace(/\bhalf\b/gi, 'half');
}

function subjectFits(prefix: string, owner: string | null): boolean {
  const words = prefix.replace(ADVERBS, '').replace(/\b(?:then|also|later|only|finally|again|just|decides to|decided to)\b/g, '').replace(/\s+/g, ' ').trim();
  // A pile nobody owns ("There are 36 birds") may be changed by anyone: "a fixer", "the kids".
  return words === '' || PRONOUN.test(words) || (owner !== null && words === owner) || (owner === null && /^(?:a|an|the) [a-z]+$/.test(words));
}

/** One change clause read into a move, or null when it is not understood. */
function readMove(clause: string, chain: Chain, sameSentence: boolean): Move | null {
  const portions = readPortions(clause);
  const numbers = [...clause.matchAll(/(?<![\d/.])(\d+(?:\.\d+)?)(?![\d/.%]| ?percent\b)/g)];
  if (portions.length + numbers.length + (AS_MANY.test(clause) ? 1 : 0) !== 1) return null;
  const verb = new RegExp(`\\b(?:(${LOSS})|(${GAIN}))\\b`).exec(clause);
  const portion: Portion | undefined = portions[0];
  if (portion && portion.at === 0 || (portion && !verb && /^(?:if |then |and )*$/.test(clause.slice(0, portion.at)))) {
    return LOST_AFTER.test(clause.slice(portion.at + portion.length).trim()) ? portionMove(portion, -1, chain, sameSentence, clause) : null;
  }
  if (verb && portions.length === 0 && numbers.length === 1 && givenToOwner(clause, verb.index, chain.owner)) {
    return { kind: 'number', sign: 1, value: exact.fraction(numbers[0]?.[1] ?? '0'), clause };
  }
  if (!verb || !subjectFits(clause.slice(0, verb.index), chain.owner)) return null;
  // Money buys things: "bought $400 of furniture" takes dollars away.
  const sign = verb[1] || (chain.unit === 'dollar' && /^(?:bought|buys)\b/.test(verb[2] ?? '')) ? -1 : 1;
  if (portion) return portion.at > (verb.index ?? 0) ? portionMove(portion, sign, chain, sameSentence, clause) : null;
  const many = readAsMany(clause);
  if (many) return previousMultiple(many, sign, chain, clause);
  const number = numbers[0]!;
  const words = nounWords(clause.slice((number.index ?? 0) + number[0].length));
  const fits = words.length === 0 || words[words.length - 1] === chain.unit || /^(?:of (?:them|it|the [a-z ]+))/.test(clause.slice((number.index ?? 0) + number[0].length).trim());
  return fits ? { kind: 'number', sign, value: exact.fraction(number[1] ?? '0'), clause } : null;
}

/** "Her sister gave her another 9 daisies": someone else gives to the one the amount belongs to. */
function givenToOwner(clause: string, at: number, owner: string | null): boolean {
  const giver = clause.slice(0, at).trim();
  const to = owner ? `(?:her|him|them|${owner})` : '(?:her|him|them)';
  return /^(?:her|his|their) [a-z]+$/.test(giver) && new RegExp(`^(?:gave|gives|sent|sends|handed|hands) ${to} (?:another )?\\d+(?: [a-z]+)?$`).test(clause.slice(at));
}

function previousMultiple(factor: Exact, sign: 1 | -1, chain: Chain, clause: string): Move | null {
  return chain.moves.length === 0 ? null : { kind: 'portion', sign, fraction: factor, of: 'previous', clause };
}

/** "of them" is the start while nothing has moved; after that only a list of such portions keeps it. */
function portionMove(p: Portion, sign: 1 | -1, chain: Chain, sameSentence: boolean, clause: string): Move | null {
  if (p.of !== 'named') return { kind: 'portion', sign, fraction: p.fraction, of: p.of === 'current' ? 'current' : 'previous', clause };
  if (chain.moves.length === 0) return { kind: 'portion', sign, fraction: p.fraction, of: 'current', clause };
  const list = sameSentence && chain.moves.every((m) => m.kind === 'portion' && m.sign === sign && m.of !== 'previous' && /\bof (?:them|it)\b/.test(m.clause) === /\bof (?:them|it)\b/.test(clause));
  return list ? { kind: 'portion', sign, fraction: p.fraction, of: 'whole', clause } : null;
}

const END = /^(?:if )?(?:([a-z]+) )?(?:has|have|had|is left with|was left with|ends up with|ended up with) (?:only )?(\d+(?:\.\d+)?)(?: [a-z]+)? left$/;
const SOME_START = /^(?:([a-z]+) )?(?:has|had|have|bought|buys|baked|picked|collected|saved|got|received) some\b/;

function readClause(clause: string, reading: Reading, sameSentence: boolean): boolean {
  const { chain } = reading;
  const text = clause.replace(ADVERBS, '').trim();
  const end = END.exec(text);
  if (end) {
    chain.end = exact.fraction(end[2] ?? '0');
    return subjectFits(end[1] ?? '', chain.owner);
  }
  // "If there were 400 nails in the container": the start may be told after portions of it.
  const start = chain.start === null && chain.moves.every((m) => m.kind === 'portion' && m.of !== 'previous') ? START.exec(text) : null;
  if (start && !OTHER.test(text)) {
    chain.start = exact.fraction(start[2] ?? '0');
    chain.unit = unitAfter(start[3] ?? '');
    const subject = start[1] ?? '';
    chain.owner = /^[a-z]+$/.test(subject) && !PRONOUN.test(subject) && subject !== 'there' ? subject : chain.owner;
    return chain.unit !== '';
  }
  const hasAmount = /\d|\bhalf\b/.test(text) || AS_MANY.test(text);
  if (!hasAmount) {
    const some = chain.start === null && !reading.moved ? SOME_START.exec(text) : null;
    if (some) {
      chain.unit = /\bsome money\b/.test(text) ? 'dollar' : unitAfter(text.slice(some[0].length));
      return chain.unit !== '';
    }
    // A clause without an amount only sets the scene; one that changes the amount by an unknown is not read.
    return !OTHER.test(text) && !new RegExp(`\\b(?:${LOSS}|${GAIN})\\b|\\b(?:rest|remaining|left|all)\\b`).test(text);
  }
  if (OTHER.test(text.replace(AS_MANY, '').replace(/\b(?:more|another)\b(?= \d| [a-z]+ of)/, ''))) return false;
  const move = readMove(unfront(text), chain, sameSentence);
  if (!move) return false;
  chain.moves.push(move);
  reading.moved = true;
  return true;
}

/** The facts read into one chain, or null when any clause is not understood. */
export function readChain(facts: string): Chain | null {
  const reading: Reading = { chain: { start: null, unit: '', owner: null, moves: [], end: null }, moved: false };
  const sentences = normalize(facts).split(/(?<=[.!?;])\s+/).map((s) => s.replace(/[.!?;]+$/, ''));
  for (const sentence of sentences) {
    const owner = /^([A-Z][a-z]+) /.exec(sentence)?.[1]?.toLowerCase();
    if (owner && reading.chain.owner === null && !/^(?:there|the|a|an|if|then|after|on|in|at|last|this|one)$/.test(owner)) reading.chain.owner = owner;
    const movesBefore = reading.chain.moves.length;
    // "Of the remaining ones, he loses half": the fronted referent stays with its clause.
    for (const clause of sentence.toLowerCase().replace(/^(of (?:the|what|those|these) [^,]+), /, '$1 ').split(/,\s*(?:and\s+)?|\s+and\s+(?=(?:then\s+)?(?:[a-z]+\s+)?(?:\d|half|the\s+rest|what)|then\s)|\s+then\s+/)) {
      const sameSentence = movesBefore === 0 && reading.chain.moves.length > 0;
      if (clause.trim() && !readClause(clause.trim(), reading, sameSentence)) {
        if (process.env.PDEBUG) console.log('  unread:', clause);
        return null;
      }
    }
  }
  return reading.chain;
}
