import { exact, type Exact } from '../math-engine.js';
import type { Chain, Move } from './portion-chain.js';
import { nounWords } from './portion-start.js';
import { AS_MANY, readAsMany, readPortions, type Portion } from './portions.js';

/**
 * One change of the followed amount: "he spends half of what is left on a ticket" (a portion of what
 * there is now), "uses 16 of them" (a number), "gives Mary twice as many" (a multiple of the amount
 * just moved), "A fourth of the slices are given away" (the portion is the subject), "her sister gave
 * her another 9" (a gain from someone else). Null whenever the clause is not plainly one of these.
 */
export const LOSS = String.raw`(?:gave|gives|give|giving|spent|spends|spend|used|uses|use|ate|eats|eat|sold|sells|sell|lost|loses|lose|donated|donates|deleted|deletes|threw away|throws away|paid|pays|broke|breaks|dropped|drops|drank|drinks|invested|invests|fed|feeds|cooked|cooks|dried|dries|mailed|sent|handed out|hands out|removed|removes|shared|shares|put|puts|kept aside)(?: away| out)?`;
export const GAIN = String.raw`(?:bought|buys|got|gets|received|receives|found|finds|picked|picks|collected|collects|won|wins|earned|earns|baked|bakes|added|adds|caught|catches|downloaded|downloads|made|makes)(?: another| more| up)?`;
/** "takes 1/4 of them away", "Kids scare half of them away". */
const AWAY = /\b(?:takes?|took|scares?|scared|chases?|chased)\b(?=.*\baway\b)/;
/** "A fourth of the slices are given away", "half of the fruit fell out": the portion is the subject. */
const LOST_AFTER = /^(?:(?:are|were|is|was|got|get|gets) )?(?:unloaded|delivered|sent|went home|went away|gone|given away|given out|eaten|sold|used|used up|lost|taken|broken|damaged|thrown away|spent|destroyed|stolen|removed|rotten|spoiled|fell|falls|fall|flew|fly|flies|died|die|dies|melted|melt|popped|burst|burned|ran away|run away|escaped|left)\b/;
/** "are red", "have a blue spot", "are boys": what sets a kind apart. */
const CATEGORY = /^(?:are|were|is|was|have|has|had) (?!been\b|to\b|not\b)(?:an? )?[a-z]+(?: [a-z]+)?$/;
/** "On the first night 1/4 of them get eaten": when it happens may come before the portion. */
const WHEN = /^(?:(?:if|then|and|on|in|at|after|during|by|the|first|second|third|next|last|following|same|day|night|week|morning|evening|afternoon|year|month|midday|noon|midnight|lunchtime|end|of) )*$/;
const PRONOUN = /^(?:he|she|they|we|i|it)$/;
export const ADVERBS = /^(?:(?:if|then|and|so|also|later|next|finally|after that|now|but|again|first|only|just|then)\b,?\s*)+/;

export function subjectFits(prefix: string, owner: string | null): boolean {
  const words = prefix.replace(ADVERBS, '').replace(/\b(?:then|also|later|only|finally|again|just|decides to|decided to)\b/g, '').replace(/\s+/g, ' ').trim();
  // A pile nobody owns ("There are 36 birds") may be changed by anyone: "a fixer", "the kids".
  return words === '' || PRONOUN.test(words) || (owner !== null && words === owner) || (owner === null && /^(?:a|an|the) [a-z]+$/.test(words));
}

/** "Her sister gave her another 9 daisies": someone else gives to the one the amount belongs to. */
function givenToOwner(clause: string, at: number, owner: string | null): boolean {
  const giver = clause.slice(0, at).trim();
  const to = owner ? `(?:her|him|them|${owner})` : '(?:her|him|them)';
  return /^(?:her|his|their) [a-z]+$/.test(giver) && new RegExp(`^(?:gave|gives|sent|sends|handed|hands) ${to} (?:another )?\\d+(?: [a-z]+)?$`).test(clause.slice(at));
}

/** "the remaining birds", "what is left": a portion of what there is after a change, never one of a list of the whole. */
const AFTER_CHANGE = /\b(?:remaining|remainder|rest|left|leftover|remains)\b/;

/**
 * "2/3 of the male fish" after "45 fish in a tank": the describing words name a part of the fish the
 * story never counted, so the portion is of an unknown amount, not of the 45.
 */
function namesAPart(ref: string, told: string): boolean {
  // A start told after its portions ("If there are 300 visitors") is checked by the chain as a whole.
  if (!/^(?:the|its) /.test(ref) || told === '') return false;
  const stem = (word: string) => word.replace(/(?:es|s)$/, '');
  return ref.split(' ').slice(1).some((word) => !new RegExp(`\\b${stem(word)}`).test(told));
}

/** "of them" is the start while nothing has moved; after that only a list of such portions keeps it. */
function portionMove(p: Portion, sign: 1 | -1, chain: Chain, sameSentence: boolean, clause: string): Move | null {
  if (p.of !== 'named') return { kind: 'portion', sign, fraction: p.fraction, of: p.of === 'current' ? 'current' : 'previous', clause, ref: p.ref };
  if (namesAPart(p.ref, chain.told)) return null;
  if (chain.moves.length === 0) return { kind: 'portion', sign, fraction: p.fraction, of: 'current', clause, ref: p.ref };
  // "one-half of it …, one-fifth of it …", "3/8 of his money to … and 3/10 to …": portions of one and the same thing.
  const list = sameSentence && chain.moves.every((m) => m.kind === 'portion' && m.sign === sign && m.of !== 'previous' && !AFTER_CHANGE.test(m.ref ?? '') && (m.ref === p.ref || p.ref === ''));
  return list ? { kind: 'portion', sign, fraction: p.fraction, of: 'whole', clause, ref: p.ref } : null;
}

function numberMove(clause: string, number: RegExpMatchArray, sign: 1 | -1, chain: Chain): Move | null {
  const after = clause.slice((number.index ?? 0) + number[0].length);
  const words = nounWords(after);
  const fits = words.length === 0 || words[words.length - 1] === chain.unit || /^(?:of (?:them|it|the [a-z ]+))/.test(after.trim());
  return fits ? { kind: 'number', sign, value: exact.fraction(number[1] ?? '0'), clause } : null;
}

/** "twice as many" alone, or "twice as many as he gave to Bob" when the move before was to Bob; never "as beef". */
function asPrevious(clause: string, chain: Chain): boolean {
  const after = clause.slice((AS_MANY.exec(clause)?.index ?? 0)).replace(AS_MANY, '').trim();
  if (!/\bas\b/.test(after)) return true;
  const told = after.replace(/^as (?:(?:he|she|they|i|we) (?:did|had )?[a-z]+ )?/, '');
  const previous = chain.moves[chain.moves.length - 1]?.clause ?? '';
  return told !== '' && told !== after && told.split(' ').every((w) => previous.split(' ').includes(w));
}

export function readMove(clause: string, chain: Chain, sameSentence: boolean): Move | null {
  const portions = readPortions(clause);
  const numbers = [...clause.matchAll(/(?<![\d/.])(\d+(?:\.\d+)?)(?![\d/.%]| ?percent\b)/g)];
  if (portions.length + numbers.length + (AS_MANY.test(clause) ? 1 : 0) !== 1) return null;
  const verb = new RegExp(`\\b(?:(${LOSS})|(${GAIN}))\\b`).exec(clause) ?? AWAY.exec(clause);
  const portion: Portion | undefined = portions[0];
  if (portion && (portion.at === 0 || (!verb && WHEN.test(clause.slice(0, portion.at))))) {
    // "1/3 of the remaining jars were sold": the rest of the thing's name comes before the verb.
    const after = clause.slice(portion.at + portion.length).trim().replace(/^(?:[a-z]+ ){1,2}(?=(?:are|were|is|was|get|gets|got|had|have|has) )/, '');
    if (LOST_AFTER.test(after)) return portionMove(portion, -1, chain, sameSentence, clause);
    // "2/5 of the cards are red": a kind set apart from the rest, not a loss.
    const kind = CATEGORY.exec(after);
    const move = kind ? portionMove(portion, -1, chain, sameSentence, clause) : null;
    return move && move.kind === 'portion' && move.of !== 'previous' ? { ...move, category: true } : null;
  }
  if (verb && numbers[0] && givenToOwner(clause, verb.index, chain.owner)) return { kind: 'number', sign: 1, value: exact.fraction(numbers[0][1] ?? '0'), clause };
  if (!verb) return null;
  // Money buys things: "bought $400 of furniture" takes dollars away.
  const sign = verb[2] && !(chain.unit === 'dollar' && /^(?:bought|buys)\b/.test(verb[2])) ? 1 : -1;
  // Anyone may take from a pile nobody owns ("Joe takes away half of the crayons"); what one gains is their own.
  const actor = chain.owner === null && sign < 0 && /^[a-z]+$/.test(clause.slice(0, verb.index).replace(ADVERBS, '').trim());
  if (!actor && !subjectFits(clause.slice(0, verb.index), chain.owner)) return null;
  if (portion) return portion.at > verb.index ? portionMove(portion, sign, chain, sameSentence, clause) : null;
  const many: Exact | null = readAsMany(clause);
  if (many) return chain.moves.length === 0 || !asPrevious(clause, chain) ? null : { kind: 'portion', sign, fraction: many, of: 'previous', clause };
  return numberMove(clause, numbers[0]!, sign, chain);
}

/** "gave his 3 siblings 10 candies each": a number of people times what each got. */
export function readEachMove(clause: string, chain: Chain): Move | null {
  const m = new RegExp(`^(.*?)\\b(${LOSS}) (?:each of )?(?:his |her |their |the )?(\\d+) ([a-z]+(?: [a-z]+)?) (\\d+)(?: ([a-z]+(?: [a-z]+)?))? each$`).exec(clause);
  if (!m || !subjectFits(m[1] ?? '', chain.owner) || (m[6] && nounWords(m[6]).pop() !== chain.unit)) return null;
  const factors: [Exact, Exact] = [exact.fraction(m[3] ?? '0'), exact.fraction(m[5] ?? '0')];
  return { kind: 'number', sign: -1, value: factors[0].mul(factors[1]), clause, factors };
}

const SCALES: Record<string, [number, 1 | -1]> = { doubled: [1, 1], doubles: [1, 1], tripled: [2, 1], triples: [2, 1], quadrupled: [3, 1], quadruples: [3, 1], halved: [1 / 2, -1], halves: [1 / 2, -1] };

/** "It doubled in height", "his savings tripled": the amount grows by itself once or twice over. */
export function readScale(clause: string, chain: Chain): Move | null {
  const m = /^(.*?)\b(doubled|doubles|tripled|triples|quadrupled|quadruples|halved|halves)(?: (?:it|them|in (?:size|height|value|number|length|weight|price)))?(?: (?:in |during |over |by )?(?:the |that |this |a )?(?:first |second |third |next |following |last )?(?:day|week|month|year|hour|night|morning|evening))?$/.exec(clause);
  const scale = SCALES[m?.[2] ?? ''];
  const subject = (m?.[1] ?? '').trim().replace(/^(?:then|and|but) /, '');
  const owned = /^(?:his|her|their|its) (?:money|savings|amount|collection|number)$/.test(subject);
  if (!m || !scale || (!owned && !subjectFits(subject, chain.owner))) return null;
  return { kind: 'portion', sign: scale[1], fraction: exact.fraction(scale[0]), of: 'current', clause };
}
