import { exact, plain, showDecimal as show, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { kindOf } from '../quantity-graph/part-wholes.js';
import { amountWords } from '../../text/amount-words.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';
import { keysOf, readRatioTold, sentencesOfFacts, stem, type RatioTold } from './ratio-told.js';

/**
 * Ratio stories (ratio-stories): parts told as a ratio ("8:3", "for every 3 boys there are 5 girls",
 * "7 eggs for every 2 cups of flour"), then one amount: one part's, the whole's, or how many more one
 * part has than another; asked: another part, the whole, or a difference. One share = the amount told
 * ÷ its ratio number; every part is its ratio number × one share. Shown only when the parts found have
 * the ratio's proportions again, give back the amount told, and come out whole where things are
 * counted. Anything else declines: two ratios, a change over time, percents, a second amount, or a
 * question about something the ratio does not share.
 */
type Role = { part: number } | { whole: true } | { big: number; small: number };

const NUMBER = /(?<![\w.:])\d+(?:\.\d+)?(?![\d:])/g;
const WHOLE = /\b(?:total|in all|altogether|combined|sum|together|entire|whole|perimeter|overall)\b/;
const SHARING = /\b(?:share[ds]?|sharing|divided?|divides|split|cut|distributed?|among|into)\b/;
const OFF = /\b(?:percent|percentage|twice|half|times|left over|remain\w*|now|after|later|then|spend|spent|gives?|gave|each|per|average|changed?|becomes?|became|anymore|used to|last|next|yesterday|today|instead|new|added|more are|another|other)\b|%/;
const Q_OFF = /\b(?:percent|percentage|fraction|twice|half|times|left|remain\w*|now|after|then|each|per|average|ratio|ages|lengths|both)\b|%/;
const MEASURE = new Set(['dollar', 'cent', 'inch', 'foot', 'yard', 'mile', 'cm', 'centimeter', 'meter', 'm', 'km', 'kilometer', 'mm', 'millimeter', 'gram', 'g', 'kg', 'kilogram', 'pound', 'lb', 'ounce', 'oz', 'liter', 'litre', 'ml', 'milliliter', 'gallon', 'quart', 'pint', 'cup', 'teaspoon', 'tablespoon', 'minute', 'hour', 'second', 'day', 'week', 'month', 'year', 'degree']);
const STOP_UNIT = new Set(['of', 'and', 'in', 'on', 'at', 'for', 'to', 'than', 'the', 'a', 'is', 'are', 'was', 'were', 'he', 'she', 'they', 'it', 'that', 'which', 'who', 'more', 'if', 'with', 'from', 'by', 'long', 'tall', 'high', 'wide', 'old']);
const LOW = /\b(?:shortest|smallest|least|shorter|smaller|lesser)\b/;
const HIGH = /\b(?:longest|largest|greatest|biggest|longer|larger|greater|bigger)\b/;

/** Which parts a text names, by their own keys. */
function named(text: string, ratio: RatioTold): number[] {
  const keys = new Set(keysOf(text));
  return ratio.parts.map((p, i) => (p.keys.some((k) => keys.has(k)) ? i : -1)).filter((i) => i >= 0);
}

/** "the shortest piece", "the longer part": the one part with the smallest or largest ratio number. */
function extreme(text: string, terms: readonly number[]): number | null {
  const low = LOW.test(text), high = HIGH.test(text);
  if (low === high) return null;
  const value = low ? Math.min(...terms) : Math.max(...terms);
  return terms.filter((t) => t === value).length === 1 ? terms.indexOf(value) : null;
}

/** "4 more girls than boys", "$63 more than a movie", "the difference between correct and incorrect answers". */
function difference(text: string, ratio: RatioTold): Role | null {
  const than = /\b(more|fewer|less|longer|shorter|taller|heavier|lighter|older|younger)\b([^.]*?)\bthan\b/.exec(text);
  if (than) {
    const [left, right] = [named(text.slice(0, than.index + than[0].length - 4), ratio), named(text.slice(than.index + than[0].length), ratio)];
    if (left.length !== 1 || right.length !== 1 || left[0] === right[0]) return null;
    const bigger = /more|longer|taller|heavier|older/.test(than[1]!);
    return bigger ? { big: left[0]!, small: right[0]! } : { big: right[0]!, small: left[0]! };
  }
  if (!/\bdifference\b/.test(text)) return null;
  const both = ratio.unnamed ? (ratio.terms.length === 2 ? [0, 1] : []) : named(text, ratio);
  if (both.length !== 2) return null;
  const [i, j] = both as [number, number];
  if (ratio.terms[i] === ratio.terms[j]) return null;
  return ratio.terms[i]! > ratio.terms[j]! ? { big: i, small: j } : { big: j, small: i };
}

/** The parts can be counted as one kind the unit names ("students" of boys and girls) or share its noun ("red and green balloons"). */
function wholeUnit(unit: string, ratio: RatioTold): boolean {
  if (!unit) return false;
  if (ratio.unnamed) return MEASURE.has(unit) || unit === ratio.unnamed;
  const shared = ratio.parts.every((p) => keysOf(p.name).includes(stem(unit)));
  return shared || ratio.parts.every((p) => kindOf(singular(p.name.split(' ').pop() ?? ''), unit));
}

interface Told { value: Exact; role: Role; unit: string; text: string; asked: string }

/** The one amount the story tells besides the ratio (in the facts, or "for 9 cups of sugar" in the question), and what it is of. */
function toldAmount(facts: string, question: string, ratio: RatioTold): Told | null {
  const inRatio = (at: number): boolean => ratio.spans.some(([s, e]) => at >= s && at < e);
  let numbers = [...facts.matchAll(NUMBER)].filter((m) => !inRatio(m.index ?? 0));
  // "the three siblings", "his 2 friends": the count of the parts is no amount when another is told.
  const counting = (m: RegExpMatchArray): boolean => Number(m[0]) === ratio.terms.length && /^ [a-z]/i.test(facts.slice((m.index ?? 0) + m[0].length)) && /(?:^|[.!?] |\b(?:the|their|his|her|its|my|our) )$/i.test(facts.slice(0, m.index ?? 0));
  if (numbers.length > 1) numbers = numbers.filter((m) => !counting(m));
  const asked = [...question.matchAll(NUMBER)];
  if (numbers.length + asked.length !== 1) return null;
  if (asked[0]) return toldInQuestion(question, asked[0], ratio);
  const m = numbers[0]!;
  const at = m.index ?? 0;
  const sentences = sentencesOfFacts(facts);
  const index = sentences.findIndex((s) => s.at <= at && at < s.at + s.text.length);
  const sentence = sentences[index]!;
  // "The ratio … is 2:5 and there are 21 more blue marbles": the clause after the ratio is a sentence of its own.
  const ratioEnd = Math.max(...ratio.spans.map(([, e]) => e));
  const scale = ratio.parts[0]!.name === 'model';
  const own = index === ratio.sentence && !scale && at > ratioEnd && /(?:,| and| but)\s/.test(facts.slice(ratioEnd, at)) ? facts.slice(ratioEnd, at + 40).replace(/^.*?(?:,| and| but)\s/, '') + facts.slice(at + 40, sentence.at + sentence.text.length) : null;
  const value = exact.fraction(m[0]);
  const unit = unitAfter(facts.slice(at + m[0].length));
  const text = facts.slice(at).split(/[,.;!?]/)[0]!.trim();
  const role = own ? roleOf(own, facts.slice(at + m[0].length), unit, ratio)
    : index === ratio.sentence ? ratioSentenceRole(sentence.text, facts.slice(at + m[0].length), unit, ratio) : roleOf(sentence.text, facts.slice(at + m[0].length), unit, ratio, sharedThing(sentences[ratio.sentence]!.text));
  if (!role) return null;
  // "7 eggs for every 2 cups of flour … 8 cups of flour": the amount is in the unit of its part.
  if ('part' in role && ratio.parts[role.part]!.unit && ratio.parts[role.part]!.unit !== unit) return null;
  return { value, role, unit, text, asked: question };
}

/** "32 red apples" → apple, "45 of her homework problems" → problem, "56 cm long" → cm: the thing an amount counts. */
function unitAfter(rest: string): string {
  const words = rest.trim().toLowerCase().replace(/^(?:more|fewer|less) /, '').replace(/^of (?:her|his|their|the|its|my|our) /, '').split(/[^a-z]+/);
  if (MEASURE.has(singular(words[0] ?? ''))) return singular(words[0]!);
  const run: string[] = [];
  for (const w of words) { if (!w || STOP_UNIT.has(w) || (run.length > 0 && /(?:ing|ed)$/.test(w))) break; run.push(w); }
  return singular(run.slice(0, 3).pop() ?? '');
}

/** "How much flour is needed for 9 cups of sugar?": the amount of one part told in the question, the rest asked. */
function toldInQuestion(question: string, m: RegExpMatchArray, ratio: RatioTold): Told | null {
  const at = m.index ?? 0;
  const phrase = /^\s*(?:for|with|to make|to serve|if (?:she|he|they|you|we) (?:uses?|has|have|had|makes?))\s+$/.exec(question.slice(Math.max(0, at - 30), at).replace(/^.*?\b(?=for|with|to make|to serve|if)\b/, ''));
  const rest = question.slice(at + m[0].length);
  const words = /^\s*((?:[a-z]+ ){0,3}?[a-z]+)(?=\s*[?,.]?\s*$)/.exec(rest)?.[1];
  const parts = words ? named(words, ratio) : [];
  if (!phrase || parts.length !== 1 || ratio.parts[parts[0]!]!.unit === null) return null;
  const unit = unitAfter(rest);
  if (ratio.parts[parts[0]!]!.unit !== unit) return null;
  const asked = question.slice(0, at).replace(/\s*(?:for|with|to make|to serve|if (?:she|he|they|you|we) (?:uses?|has|have|had|makes?))\s*$/, '') + '?';
  return { value: exact.fraction(m[0]), role: { part: parts[0]! }, unit, text: `${m[0]} ${words}`, asked };
}

/** "divided the cards in the ratio", "shared $40 between them": the thing shared out. */
function sharedThing(ratioSentence: string): string[] {
  const shared = /\b(?:share[ds]?|divided?|split|distributed?)\s+((?:[a-z]+\s+){0,3}?)(?:in|into|between|among|with)\b/i.exec(ratioSentence)?.[1] ?? '';
  return keysOf(shared);
}

/** An amount told in the sentence that tells the ratio: the whole shared, or one side of a scale. */
function ratioSentenceRole(sentence: string, rest: string, unit: string, ratio: RatioTold): Role | null {
  const clause = sentence.toLowerCase();
  if (ratio.parts[0]!.name === 'model') {
    const parts = named(sentence, ratio);
    return parts.length === 1 ? { part: parts[0]! } : null;
  }
  // "Among 17 balloons, the ratio of red to green balloons is 8:9", "Ana and Ben share 56 marbles in the ratio 3:5".
  const own = named(rest.split(/[,.;]|\b(?:in|into|between|among|and|the ratio)\b/)[0]!, ratio);
  return own.length === 0 && (SHARING.test(clause) || WHOLE.test(clause)) && (wholeUnit(unit, ratio) || !unit || MEASURE.has(unit)) ? { whole: true } : null;
}

function roleOf(sentence: string, rest: string, unit: string, ratio: RatioTold, shared: string[] = []): Role | null {
  const clause = sentence.toLowerCase();
  const diff = difference(clause, ratio);
  if (diff || /\b(?:more|fewer|less|than|difference)\b/.test(clause)) return diff;
  if (ratio.unnamed) {
    const part = extreme(clause, ratio.terms);
    if (part !== null) return { part };
    return WHOLE.test(clause) || SHARING.test(clause) ? { whole: true } : null;
  }
  // "16 red balls and the rest are white balls": the words with the number name its part.
  const own = named(rest.split(/[,.;]| and /)[0]!.split(' ').slice(0, 5).join(' '), ratio);
  const parts = own.length === 1 ? own : named(sentence, ratio);
  if (parts.length === 1) return { part: parts[0]! };
  const whole = WHOLE.test(clause) && (parts.length === 0 || parts.length === ratio.parts.length);
  const sharedWhole = parts.length === 0 && shared.length > 0 && keysOf(sentence).some((k) => shared.includes(k));
  return whole || sharedWhole || (parts.length === 0 && wholeUnit(unit, ratio)) ? { whole: true } : null;
}

/** What the question asks: one part, the whole, or a difference. */
function askedRole(question: string, ratio: RatioTold, toldUnit: string): Role | null {
  const q = question.toLowerCase();
  if (/\d/.test(q) || Q_OFF.test(q)) return null;
  // "calculate the distance in miles" after gallons told: a part of another kind, no share of the same amount.
  if (q.split(/[^a-z]+/).map(singular).some((w) => MEASURE.has(w) && w !== toldUnit && !ratio.parts.some((p) => p.unit === w))) return null;
  if (/\bhow (?:many|much) (?:more|less|fewer)\b|\bdifference\b/.test(q)) {
    const diff = difference(q.replace(/^how (?:many|much) /, ''), ratio);
    if (diff) return diff;
    const one = named(q, ratio);
    if (/\bthan\b|\bdifference\b/.test(q) || one.length !== 1 || ratio.parts.length !== 2) return null;
    const other = 1 - one[0]!;
    return /\bmore\b/.test(q) ? { big: one[0]!, small: other } : { big: other, small: one[0]! };
  }
  if (/\bthan\b/.test(q)) return null;
  if (ratio.unnamed) {
    const part = extreme(q, ratio.terms);
    return part !== null ? { part } : WHOLE.test(q) ? { whole: true } : null;
  }
  const parts = named(q, ratio);
  if (parts.length === 1 && !WHOLE.test(q)) return { part: parts[0]! };
  const many = /^how many ([a-z]+)/.exec(q)?.[1];
  // "How many levels does the game have in total?" after "24 levels" of one part: the whole counts the same things.
  if (WHOLE.test(q) && (parts.length === 0 || parts.length === ratio.parts.length || (many && singular(many) === toldUnit))) return { whole: true };
  return parts.length === 0 && many && wholeUnit(singular(many), ratio) && !ratio.parts.some((p) => p.unit) ? { whole: true } : null;
}

/** "teaspoons of sugar to cups of water": parts in different units are never added or taken from each other. */
function unlikeParts(ratio: RatioTold): boolean {
  const units = ratio.parts.map((p) => (p.unit && MEASURE.has(p.unit) ? p.unit : keysOf(p.name).find((k) => MEASURE.has(k)) ?? null));
  return units.some(Boolean) && new Set(units).size > 1;
}

const sumOf = (terms: readonly number[]): number => terms.reduce((s, t) => s + t, 0);
const termsOf = (role: Role, terms: readonly number[]): number => ('part' in role ? terms[role.part]! : 'whole' in role ? sumOf(terms) : terms[role.big]! - terms[role.small]!);
const valueOf = (role: Role, parts: readonly Exact[]): Exact => ('part' in role ? parts[role.part]! : 'whole' in role ? parts.reduce((s, p) => s.add(p), exact.fraction(0)) : parts[role.big]!.sub(parts[role.small]!));
const sameRole = (a: Role, b: Role): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The unit of the answer: the asked part's own unit, a measure told, or the things the question counts. */
function answerUnit(question: string, told: Told, asked: Role, ratio: RatioTold): string | null {
  const units = ratio.parts.map((p) => p.unit);
  if (units.some(Boolean)) {
    if ('part' in asked) return units[asked.part]!;
    return new Set(units).size === 1 ? units[0]! : null;
  }
  if (MEASURE.has(told.unit)) return told.unit;
  const many = /^how many (?:more |fewer )?((?:[a-z]+ )??[a-z]+?)(?= (?:do|does|did|will|would|can|are|is|were|was|has|have|had|in|on|at|than)\b)/.exec(question.toLowerCase())?.[1];
  return many ? singular(many.split(' ').pop()!) : told.unit;
}

const WRITTEN_OUT: Record<string, string> = { cm: 'centimeter', mm: 'millimeter', km: 'kilometer', m: 'meter', kg: 'kilogram', g: 'gram', lb: 'pound', oz: 'ounce', ml: 'milliliter', litre: 'liter' };

/** Parts of a story counted one by one must come out whole; money in cents; measures to hundredths. */
function plausible(parts: readonly Exact[], unit: string): boolean {
  const scale = unit === 'dollar' || (MEASURE.has(unit) && unit !== 'cent') ? 100n : 1n;
  return parts.every((p) => p.s > 0n && (p.n * scale) % p.d === 0n);
}

function splitStory(text: string): { facts: string; question: string } | null {
  const split = splitQuestion(text);
  if (split) return split;
  // "… Find the number of white balls.", "If their sum is 44, calculate the difference.": an order for a question.
  const order = /^(.*?)(?:(?<=[.!?]) |^)(?:if ([^,]+), )?((?:find|calculate|determine|work out|compute)\b[^.?!]*)\.?$/i.exec(text.trim());
  return order ? { facts: `${order[1]}${order[2] ? ` ${order[2]}.` : ''}`.trim(), question: order[3]! } : null;
}

export function solveRatioStory(statement: string): Solved | null {
  const split = splitStory(tidyText(statement));
  if (!split || amountWords(split.facts).length > 0 || OFF.test(split.facts.toLowerCase())) return null;
  const ratio = readRatioTold(split.facts);
  // "the difference between the 2 numbers", "the 3 siblings": the count of the parts is no amount.
  const question = ratio ? split.question.replace(new RegExp(`(?<=\\b(?:the|their|these|those) )${ratio.terms.length} (?=(?:[a-z]+ )?[a-z]+s\\b)`, 'g'), '') : '';
  const told = ratio ? toldAmount(split.facts, question, ratio) : null;
  const asked = ratio && told ? askedRole(told.asked, ratio, told.unit) : null;
  if (!ratio || !told || !asked || sameRole(told.role, asked) || (!('part' in told.role && 'part' in asked) && unlikeParts(ratio))) return null;
  const divisor = termsOf(told.role, ratio.terms);
  if (divisor <= 0) return null;
  const share = told.value.div(divisor);
  const parts = ratio.terms.map((t) => share.mul(t));
  const answer = valueOf(asked, parts);
  const unit = answerUnit(split.question, told, asked, ratio);
  if (unit === null || answer.s <= 0n || !plausible([...parts, answer], unit)) return null;
  // The second way: every two parts are in the ratio's proportion, and the amount told comes back from the parts.
  const proportional = parts.every((p, i) => parts.every((o, j) => p.mul(ratio.terms[j]!).equals(o.mul(ratio.terms[i]!))));
  const sentence = `${show(told.value)} ÷ ${divisor} × ${termsOf(asked, ratio.terms)}`;
  const recomputed = exact.fraction(plain.evaluate(sentence.replace('÷', '/').replace('×', '*')).toString());
  if (!proportional || !valueOf(told.role, parts).equals(told.value) || !recomputed.equals(answer)) return null;
  return { kind: 'word-problem', steps: stepsOf(split.question, ratio, told, parts, sentence), answer: showAnswer(answer, WRITTEN_OUT[unit] ?? unit) };
}

function stepsOf(question: string, ratio: RatioTold, told: Told, parts: readonly Exact[], sentence: string): SolutionStep[] {
  const names = ratio.unnamed ? ratio.terms.map((_, i) => `${ratio.unnamed} ${i + 1}`) : ratio.parts.map((p) => p.name);
  const role = told.role;
  const of = 'part' in role ? names[role.part] : 'whole' in role ? 'all the parts together' : `${names[role.big]} minus ${names[role.small]}`;
  const share = told.value.div(termsOf(role, ratio.terms));
  return [
    { kind: 'restate', problem: question.trim() },
    { kind: 'facts', facts: [`${names.join(' : ')} = ${ratio.terms.join(' : ')}`, `${told.text} is ${of} (${termsOf(role, ratio.terms)} shares)`, `one share = ${show(told.value)} ÷ ${termsOf(role, ratio.terms)} = ${show(share)}`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'ratio' },
    { kind: 'check', statement: `${parts.map(show).join(' : ')} = ${ratio.terms.join(' : ')}, and the parts give back ${show(told.value)}`, holds: true },
  ];
}
