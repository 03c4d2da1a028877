import type { Exact } from '../math-engine.js';
import { capitalize, singular, tidyText } from '../story/words.js';
import { MULTIPLIER, readMultiplier, readNumber } from './multipliers.js';
import { splitQuestion } from './split-question.js';

/**
 * The reading of a comparison chain told about named owners (gsm-multi): "Jar A has 28 marbles. Jar B
 * has 12 more marbles than jar A. Jar C has twice as many marbles as jar B." Each clause is one owner's
 * amount of one thing, by one verb, told outright or from another owner's; a sentence of any other
 * shape makes the whole story unread, so no number is ever left out.
 */
export interface Link { owner: string; base: string | null; factor: Exact; offset: Exact; unit: string; verb: string; text: string }

/** Verbs of one act, each with its forms: the question must ask about the act the story tells. */
const ACTS: readonly string[][] = [
  ['have', 'has', 'had', 'owns', 'owned', 'own'], ['collect', 'collects', 'collected'], ['pick', 'picks', 'picked'], ['sell', 'sells', 'sold'],
  ['buy', 'buys', 'bought'], ['make', 'makes', 'made'], ['bake', 'bakes', 'baked'], ['read', 'reads'], ['eat', 'eats', 'ate'], ['catch', 'catches', 'caught'],
  ['find', 'finds', 'found'], ['win', 'wins', 'won'], ['earn', 'earns', 'earned'], ['save', 'saves', 'saved'], ['score', 'scores', 'scored'],
  ['count', 'counts', 'counted'], ['climb', 'climbs', 'climbed'], ['draw', 'draws', 'drew'], ['write', 'writes', 'wrote'], ['plant', 'plants', 'planted'],
  ['do', 'does', 'did'], ['receive', 'receives', 'received'], ['get', 'gets', 'got'],
  ['weigh', 'weighs', 'weighed'], ['run', 'runs', 'ran'], ['walk', 'walks', 'walked'], ['swim', 'swims', 'swam'], ['jump', 'jumps', 'jumped'],
  ['drink', 'drinks', 'drank'], ['spend', 'spends', 'spent'], ['raise', 'raises', 'raised'], ['donate', 'donates', 'donated'], ['grow', 'grows', 'grew'],
  ['bring', 'brings', 'brought'], ['watch', 'watches', 'watched'], ['solve', 'solves', 'solved'], ['answer', 'answers', 'answered'], ['visit', 'visits', 'visited'],
];
export const VERB = ACTS.flat().join('|');
export const actOf = (verb: string): string | null => ACTS.find((forms) => forms.includes(verb.toLowerCase()))?.[0] ?? null;

const NOT_NAME = /^(?:The|There|If|How|What|Each|Every|A|An|In|On|At|He|She|They|It|This|That|Then|One|Another|Both|All|His|Her|Their|Its|Some|Also|After|Before|When|Today|Yesterday|Last|Next)$/;
const NAME = String.raw`[A-Z][a-z]+(?: [A-Z](?:[a-z]+)?)?`;
export const N = String.raw`\d+(?:\.\d+)?`;
/** What is counted: up to three words, none of them a word of comparison. */
export const UNIT = String.raw`(?:(?!(?:than|as|more|fewer|less|times|of|in|on|at|and|the|that|his|her|their)\b)[a-z][a-z'-]*(?: (?!(?:than|as|more|fewer|less|times|of|in|on|at|and|the|that|his|her|their)\b)[a-z][a-z'-]*){0,2})`;
/** Where the owner keeps them ("in his aquarium"), the same for every owner. */
export const PLACE = String.raw`(?: (?:in|on|at) (?:his|her|their|its) [a-z]+)?`;
const REF = String.raw`(${NAME}|[a-z]+ [A-Z])(?: (?:did|does|has|had|do|have))?`;

const CLAUSE = new RegExp(`^(${NAME}) (${VERB}) (.+)$`);
const OUTRIGHT = new RegExp(`^(${N}) (${UNIT})${PLACE}$`);
const OFFSET = new RegExp(`^(${N}) (more|fewer|less) (?:(${UNIT}) )?than ${REF}${PLACE}$`);
/** "Janet has 9 cards more than Brenda". */
const OFFSET_AFTER = new RegExp(`^(${N}) (${UNIT}) (more|fewer|less) than ${REF}${PLACE}$`);
/** "5 more than twice as many stickers as Ryan", "3 fewer than half the number of cards Ben has". */
const OFFSET_TIMES = new RegExp(`^(${N}) (more|fewer|less) (?:(${UNIT}) )?than (${MULTIPLIER}) (?:as (?:many|much) (?:(${UNIT}) )?as |the number of (?:(${UNIT}) )?)?${REF}${PLACE}$`);
const TIMES = new RegExp(`^(${MULTIPLIER}|an equal number of|the same number of) (?:as (?:many|much) )?(?:(${UNIT}) )?(?:(?:in|on|at) (?:his|her|their|its) [a-z]+ )?as ${REF}$`);
/** "Kenneth has three times as many fish": as many as the owner told just before. */
const TIMES_ELIDED = new RegExp(`^(${MULTIPLIER}) as (?:many|much)(?: (${UNIT}))?${PLACE}$`);

export const unitName = (words: string | undefined): string => {
  const w = (words ?? '').trim().split(' ').filter(Boolean);
  return [...w.slice(0, -1), singular(w[w.length - 1] ?? '')].join(' ');
};
const one = readNumber('1')!;
const zero = readNumber('0')!;

function readLink(clause: string, previous: string | null): Link | null {
  const c = CLAUSE.exec(clause);
  if (!c || NOT_NAME.test(c[1]!.split(' ')[0]!)) return null;
  const [owner, verb, rest] = [c[1]!, c[2]!.toLowerCase(), c[3]!];
  const made = (base: string | null, factor: Exact, offset: Exact, unit: string | undefined): Link => ({ owner: owner.toLowerCase(), base: base?.toLowerCase() ?? null, factor, offset, unit: unitName(unit), verb, text: clause });
  const outright = OUTRIGHT.exec(rest);
  if (outright) return made(null, one, readNumber(outright[1]!)!, outright[2]);
  const offset = OFFSET.exec(rest);
  if (offset) {
    const n = readNumber(offset[1]!)!;
    return made(offset[4]!, one, offset[2] === 'more' ? n : n.neg(), offset[3]);
  }
  const after = OFFSET_AFTER.exec(rest);
  if (after) {
    const n = readNumber(after[1]!)!;
    return made(after[4]!, one, after[3] === 'more' ? n : n.neg(), after[2]);
  }
  const both = OFFSET_TIMES.exec(rest);
  const scale = both ? readMultiplier(both[4]!) : null;
  if (both) {
    const n = readNumber(both[1]!)!;
    return scale ? made(both[7]!, scale, both[2] === 'more' ? n : n.neg(), both[3] ?? both[5] ?? both[6]) : null;
  }
  const times = TIMES.exec(rest);
  const elided = times ? null : TIMES_ELIDED.exec(rest);
  const factor = (words: string): Exact | null => (/equal|same/.test(words) ? one : readMultiplier(words));
  if (times) {
    const f = factor(times[1]!);
    return f ? made(times[3]!, f, zero, times[2]) : null;
  }
  const f = elided ? factor(elided[1]!) : null;
  return elided && f && previous ? made(previous, f, zero, elided[2]) : null;
}

/** "Jorge has as many cards as Matias, who has 6 fewer cards than Carlos": the relative clause is its own fact. */
const relativeAsClause = (sentence: string): string => sentence.replace(new RegExp(`\\b(${NAME}), who (?=${VERB}\\b)`, 'g'), '$1. $1 ');

const INTRO = new RegExp(`^${NAME}(?:(?:, ${NAME})*,? and ${NAME})? (?:is|are|was|were) [a-z ,'-]+$`);
const NOT_INTRO = new RegExp(`\\d|\\b(?:${MULTIPLIER}|half|twice|double|triple|some|several|few|many|much|more|less|fewer|each|every|per|all|only|than|as|but|gave|given|giving|lost|losing|left|spent|spending|sold|selling|ate|eating|took|taking|shared|sharing)\\b`, 'i');

/** Every clause of the facts read as a link, or null when any clause (or any number) is read otherwise. */
export function readLinks(facts: string): Link[] | null {
  const sentences = relativeAsClause(tidyText(facts)).split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]+$/, '').replace(/^(?:If|Also,?) /, '').trim()).filter(Boolean);
  const links: Link[] = [];
  // "Tom, Tim, and Paul are collecting photos of cars.": a first sentence with no amount and no act on one sets the scene.
  const intro = sentences.length > 2 && INTRO.test(sentences[0]!) && !NOT_INTRO.test(sentences[0]!) ? sentences.shift()! : '';
  // Everyone the scene names must be told in the chain: "they" counts them all.
  const named = (intro.split(/ (?:is|are|was|were) /)[0] ?? '').split(/,? and |, /).filter(Boolean).map((n) => n.trim().toLowerCase());
  for (const sentence of sentences) {
    for (const clause of sentence.split(new RegExp(`,? (?:and|while|but|whereas) (?=${NAME} (?:${VERB})\\b)|, (?=${NAME} (?:${VERB})\\b)`))) {
      const link = readLink(clause.trim().replace(/,$/, ''), links[links.length - 1]?.owner ?? null);
      if (!link) return null;
      links.push(link);
    }
  }
  const owners = new Set(links.flatMap((l) => [l.owner, l.base ?? l.owner]));
  return links.length >= 2 && named.every((n) => owners.has(n)) ? links : null;
}

export interface ChainQuestion { kind: 'sum' | 'difference' | 'one'; owners: string[] | 'all'; count: number | null; unit: string; act: string }

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, both: 2, 2: 2, 3: 3, 4: 4, 5: 5 };
export const TOTAL = '(?:altogether|in total|in all|combined|together|total)';
const GROUP = String.raw`(they(?: both| all)?|both of them|all of them|the (?:two|three|four|five|2|3|4|5)(?: of them)?|the (?:boys|girls|children|kids|friends|siblings|brothers|sisters|students|players|men|women)|${NAME}(?:, ${NAME})*,? and ${NAME})`;
const ASK = '(?:do|did|does|will|can|could)';
const SUM = new RegExp(String.raw`^How many (${UNIT}) ${ASK} ${GROUP} ([a-z]+)(?: ${TOTAL})?\?$`);
const THERE = new RegExp(String.raw`^How many (${UNIT}) (?:are|were) there ${TOTAL}\?$`);
const MORE = new RegExp(String.raw`^How many more (${UNIT}) ${ASK} (${NAME}) ([a-z]+) than (${NAME})(?: ${ASK})?\?$`);
const ONE = new RegExp(String.raw`^How many (${UNIT}) ${ASK} (${NAME}) ([a-z]+)\?$`);

function groupOwners(group: string): { owners: string[] | 'all'; count: number | null } {
  const named = /,| and /.test(group) && /^[A-Z]/.test(group) ? group.split(/,? and |, /).map((s) => s.trim().toLowerCase()) : null;
  if (named) return { owners: named, count: named.length };
  const count = /\b(two|three|four|five|both|[2-5])\b/.exec(group)?.[1];
  return { owners: 'all', count: count ? COUNTS[count]! : null };
}

/** The question: a total of everyone (or the named owners), one owner's amount, or how many more one has. */
export function readChainQuestion(question: string): ChainQuestion | null {
  const q = capitalize(tidyText(question).replace(/\s+/g, ' ').trim());
  const sum = SUM.exec(q);
  // "How many cookies do they have?" with no word of a total asks nothing this reader can tell.
  if (sum && (new RegExp(`${TOTAL}\\?$`).test(q) || /^(?:they both|both of them|all of them|the )/.test(sum[2]!) || /,| and /.test(sum[2]!))) {
    const act = actOf(sum[3]!);
    return act ? { kind: 'sum', ...groupOwners(sum[2]!), unit: unitName(sum[1]), act } : null;
  }
  const there = THERE.exec(q);
  if (there) return { kind: 'sum', owners: 'all', count: null, unit: unitName(there[1]), act: 'have' };
  const more = MORE.exec(q);
  if (more) {
    const act = actOf(more[3]!);
    return act ? { kind: 'difference', owners: [more[2]!.toLowerCase(), more[4]!.toLowerCase()], count: 2, unit: unitName(more[1]), act } : null;
  }
  const single = ONE.exec(q);
  const act = single ? actOf(single[3]!) : null;
  return single && act ? { kind: 'one', owners: [single[2]!.toLowerCase()], count: 1, unit: unitName(single[1]), act } : null;
}

/** The facts and the question of a chain story, or null when either is read otherwise. */
export function readChainTotal(statement: string): { links: Link[]; question: ChainQuestion } | null {
  const split = splitQuestion(statement);
  // A number in the question ("if Mara has 40 cards less than 150") is one more fact; "the 3 of them" is not.
  if (!split || /\d/.test(tidyText(split.question).replace(/\bthe [2-5]\b/g, ''))) return null;
  const links = readLinks(split.facts);
  const question = readChainQuestion(split.question);
  return links && question ? { links, question } : null;
}
