import { exact, showDecimal as show, terminates, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tag } from '../../text/nlp.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { MULTIPLIER, readMultiplier } from './multipliers.js';
import { splitQuestion } from './split-question.js';

/**
 * An amount told outright, then amounts told from it, the total asked (gsm-multi): "Martin waits 2
 * hours in traffic, then 4 times that long on the freeway. How much time does he wait in total?",
 * "Samir climbed 318 stairs. Veronica climbed 18 more than half that amount. How many stairs did they
 * climb together?", "John's rocket travels 500 ft. His second rocket travels twice as high. What is the
 * combined height?". Each later amount is a multiple (and/or an offset) of "that" amount or of the one
 * amount its "as …"/"than …" names; every number of the story is used exactly once, every amount counts
 * the asked thing in one unit, nothing is given, lost or bought, and the question asks for everyone's
 * total. Checked a second way: each relation is run backwards to the amount it was built on, and the
 * sum written out as one expression gives the same number.
 */
interface Amount { at: number; value: Exact; expression: string; unit: string | null; owner: string | null; clause: string; base: number | null; factor: Exact; offset: Exact }

const NUM = String.raw`\d+(?:\.\d+)?`;
const ADJ_AS = String.raw`(?:many|much|long|far|high|tall|heavy|fast|big|old)`;
/** "18 more than half that amount", "4 times that long", "twice as many tulips as Arwen did", "15 less fish than Kenneth". */
const RELATION = new RegExp(String.raw`(?:(${NUM}) (more|less|fewer) (?:([a-z]+) )?than )?(${MULTIPLIER}) (?:(?:that|this|it)(?: (?:amount|number|long|much|many|far|distance|time|high|often))?|as ${ADJ_AS}(?: ([a-z]+))?(?: as ([a-z' ]+?))?(?=[ ,.;]|$)(?: (?:did|does|do|had|has|have|was|is|can|could))?)|(${NUM}) (more|less|fewer) (?:([a-z]+) )?than ([a-z' ]+?)(?=[,.;]| (?:and|in|on|at|with|did|does|do|had|has|have)\b|$)`, 'gi');
const PLAIN = new RegExp(String.raw`(?<![\d.])(${NUM}) ([a-z]+)`, 'g');
const NUMBER = /(?<![\d.])\d+(?:\.\d+)?(?![\d.])/g;
/** Rates, parts, money changing hands, a loss or a changed amount: other readings. */
const OTHER = /%|\/|\b(?:percent|per|each|every|a day|an hour|a week|a month|a year|times (?:more|less|fewer|[a-z]+er)\b|gave|gives|give|given|lost|loses|lose|ate|eats|eat|eaten|sold|sells|sell|used|uses|use|broke|donated|threw|paid|pays|pay|cost|costs|price|left|remain\w*|rest|took|takes|shared?|lent|borrowed|bought|buys|buy|won|dollars?|cents?|average|only|instead|except|if|when|until|after|before|already|still|some|another|other|twice a)\b/i;
const TOGETHER = /\b(?:total|in all|altogether|all together|together|combined|both|the two|sum)\b/;
const TIME = /^(?:second|minute|hour|day|week|month|year)$/;
const LENGTH_ETC = /^(?:foot|ft|feet|inch|yard|mile|meter|kilometer|km|centimeter|cm|pound|kilogram|kg|gram|ounce|liter|gallon|cup)$/;
const STOP = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'he', 'she', 'they', 'it', 'that', 'this', 'did', 'does', 'do', 'had', 'has', 'have', 'was', 'is', 'were', 'are', 'one', 'of', 'in', 'on', 'at']);
const NOT_OWNER = new Set(['If', 'The', 'On', 'In', 'At', 'A', 'An', 'He', 'She', 'They', 'It', 'His', 'Her', 'Their', 'Then', 'After', 'When', 'There', 'This', 'That', 'Last', 'Next', 'How', 'What', 'I', 'We', 'My', 'Our', 'During', 'Each', 'For']);

const unitOf = (word: string | undefined): string | null => (word ? singular(word) : null);

/** The named owner of the clause an amount stands in ("Kenneth has 3 times as many …"). */
function ownerBefore(text: string, at: number): { owner: string | null; clause: string } {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf(', '), before.lastIndexOf(' and '), before.lastIndexOf('; '));
  const clause = before.slice(start + 1);
  const names = [...clause.matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]).filter((n) => !NOT_OWNER.has(n));
  return { owner: names[0] ?? null, clause };
}

/** The one earlier amount a relation is built on: "that", the only one so far, or the one its words name. */
function baseOf(amounts: readonly Amount[], named: string | undefined): number | null {
  if (amounts.length === 0) return null;
  const words = (named ?? '').split(/\s+/).map((w) => w.replace(/'s?$/, '')).filter((w) => w && !STOP.has(w.toLowerCase()));
  if (words.length === 0) return amounts.length === 1 ? 0 : null;
  const hits = amounts.map((a, i) => (words.every((w) => a.owner === w || a.clause.toLowerCase().includes(w.toLowerCase()) || a.unit === singular(w)) ? i : -1)).filter((i) => i >= 0);
  return hits.length === 1 ? hits[0]! : null;
}

function readAmounts(facts: string): Amount[] | null {
  const spans: Array<{ from: number; to: number; m: RegExpMatchArray; relation: boolean }> = [];
  for (const m of facts.matchAll(RELATION)) spans.push({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length, m, relation: true });
  const inRelation = (at: number): boolean => spans.some((s) => at >= s.from && at < s.to);
  for (const m of facts.matchAll(PLAIN)) if (!inRelation(m.index ?? 0)) spans.push({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length, m, relation: false });
  spans.sort((a, b) => a.from - b.from);
  // A multiple or part outside every relation ("roasts a third of his marshmallows") is an amount not read.
  const outside = spans.filter((s) => s.relation).reduceRight((t, s) => `${t.slice(0, s.from)}${' '.repeat(s.to - s.from)}${t.slice(s.to)}`, facts);
  if (new RegExp(String.raw`\b${MULTIPLIER}(?![\w-])|\b(?:half|halves|third|thirds|quarters?|fourths?|fifths?|double|triple|thrice|than|as)\b`, 'i').test(outside)) return null;
  // Every number of the story is read by exactly one amount.
  const numbers = [...facts.matchAll(NUMBER)].map((m) => m.index ?? 0);
  if (!numbers.every((at) => spans.filter((s) => at >= s.from && at < s.to).length === 1)) return null;
  const amounts: Amount[] = [];
  for (const { from, m, relation } of spans) {
    const { owner, clause } = ownerBefore(facts, from);
    if (!relation) {
      const unit = unitOf(m[2]);
      if (!unit || STOP.has(unit) || /^(?:of|times|more|less|fewer|and|or|to)$/.test(unit)) return null;
      const value = exact.fraction(m[1]!);
      amounts.push({ at: from, value, expression: show(value), unit, owner, clause, base: null, factor: exact.fraction(1), offset: exact.fraction(0) });
      continue;
    }
    const factor = m[4] ? readMultiplier(m[4]) : exact.fraction(1);
    const offsetText = m[1] ?? m[7];
    const sign = (m[2] ?? m[8] ?? '').toLowerCase() === 'more' ? 1 : -1;
    const offset = offsetText ? exact.fraction(offsetText).mul(sign) : exact.fraction(0);
    const noun = m[3] ?? m[5] ?? m[9];
    const base = baseOf(amounts, m[4] ? m[6] : m[10]);
    if (!factor || base === null) return null;
    const from_ = amounts[base]!;
    const unit = noun ? unitOf(noun) : from_.unit;
    // "2.4 times as many" is shown as 2.4, as the student wrote it; "half" or "2/3" as a fraction.
    const times = factor.equals(1) ? '' : `${/\d\.\d/.test(m[4]!) ? show(factor) : factor.toFraction()} * `;
    const plus = offset.equals(0) ? '' : offset.s < 0n ? ` - ${show(offset.neg())}` : ` + ${show(offset)}`;
    amounts.push({ at: from, value: from_.value.mul(factor).add(offset), expression: `(${times}(${from_.expression})${plus})`, unit, owner, clause, base, factor, offset });
  }
  return amounts;
}

const MODAL = /^(?:can|could|will|would|may|might|must|shall|should|be|do)$/;

/** Each amount's act: the first verb of its clause ("Kenneth has …"), or the one before when the clause has none ("and then 3 times that amount"). */
function actsOf(facts: string, amounts: readonly Amount[]): string[] {
  const acts: string[] = [];
  for (const a of amounts) {
    const before = facts.slice(0, a.at);
    const clause = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf(', and '), before.lastIndexOf(' and '), before.lastIndexOf(', then '), before.lastIndexOf('; ')) + 1);
    const verb = tag(clause).find((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !MODAL.test(t.lemma));
    // The verb as told, so "had" yesterday and "has" now are two times, not one act.
    const told = verb ? ({ have: 'has', are: 'is', were: 'was' } as Record<string, string>)[verb.text.toLowerCase()] ?? verb.text.toLowerCase() : null;
    acts.push(told ?? acts[acts.length - 1] ?? '');
  }
  return acts;
}

/** The unit the question counts: "How many stairs …", "How much time …", "the combined height". */
function askedFits(question: string, unit: string): boolean {
  const many = /^how many ((?:[a-z]+ ){0,2}?)([a-z]+) (?:do|does|did|are|were|will|can|could|have|has|had|is|was|total|in)\b/.exec(question);
  if (many) return singular(many[2]!) === unit;
  const totalOf = /\btotal (?:number )?of ([a-z]+)\b/.exec(question);
  if (totalOf && !/^(?:time|height|length|distance|weight)$/.test(totalOf[1]!)) return singular(totalOf[1]!) === unit;
  if (/^how (?:much time|long)\b|\b(?:total|combined) time\b/.test(question)) return TIME.test(unit);
  if (/\b(?:total|combined) (?:height|length|distance|weight)\b/.test(question)) return LENGTH_ETC.test(unit);
  return false;
}

export function solveMultipleThenTotal(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split) return null;
  const facts = tidyText(split.facts).trim();
  const told = tidyText(split.question).trim();
  // "the 2 rockets", "all 3 of them": how many amounts are asked, which must be all of them.
  const count = /\b(?:the|all|these|those) (\d+)\b/i.exec(told);
  const question = told.replace(/\b((?:the|all|these|those) )\d+\b/i, '$1');
  const lower = question.toLowerCase();
  if (OTHER.test(`${facts} ${question}`) || /\d/.test(question) || !TOGETHER.test(`${lower} ${count ? 'total' : ''}`)) return null;
  // A total told among the facts ("They sorted 50 shells in all") is no part of the sum.
  if (TOGETHER.test(facts.toLowerCase()) || /\b(?:they|we|them)\b/i.test(facts)) return null;
  const amounts = readAmounts(facts);
  if (!amounts || amounts.length < 2 || !amounts.some((a) => a.base !== null) || (count && Number(count[1]) !== amounts.length)) return null;
  // One amount told outright per owner ("Tom has 5 apples … Tom has 7 apples" tells Tom twice); "he", "she" are the owner before.
  const toldOwners: string[] = [];
  let last: string | null = null;
  for (const a of amounts) {
    last = a.owner ?? last;
    if (a.base === null) toldOwners.push(last ?? '');
  }
  if (new Set(toldOwners).size !== toldOwners.length) return null;
  // One act throughout: pages read and pages written are not one total.
  if (new Set(actsOf(facts, amounts)).size !== 1 || actsOf(facts, amounts)[0] === '') return null;
  const unit = amounts[0]!.unit!;
  if (amounts.some((a) => a.unit !== unit) || !askedFits(lower, unit)) return null;
  // Time is spent; money or things spent are a loss, another reading.
  if (/\bspen(?:d|ds|t)\b/i.test(`${facts} ${question}`) && !TIME.test(unit)) return null;
  // A question naming people must name every owner ("How many did Ann and Bo pick?" with Cy's told too declines).
  const askedNames = [...question.slice(1).matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]).filter((n) => !NOT_OWNER.has(n));
  const owners = new Set(amounts.map((a) => a.owner).filter((o): o is string => o !== null));
  if (askedNames.length > 0 && (askedNames.some((n) => !facts.includes(n)) || [...owners].some((o) => !askedNames.includes(o)))) return null;
  const counted = !TIME.test(unit) && !LENGTH_ETC.test(unit);
  const fine = (v: Exact): boolean => v.s > 0n && !v.equals(0) && (counted ? v.d === 1n : terminates(v));
  if (!amounts.every((a) => fine(a.value))) return null;
  // Second way: every relation run backwards gives back the amount it was built on.
  if (!amounts.every((a) => a.base === null || a.value.sub(a.offset).div(a.factor).equals(amounts[a.base]!.value))) return null;
  const total = amounts.reduce((s, a) => s.add(a.value), exact.fraction(0));
  const expression = amounts.map((a) => a.expression).join(' + ');
  if (!(exact.evaluate(expression) as Exact).equals(total)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: amounts.map((a) => `${a.owner ? `${a.owner}: ` : ''}${showAnswer(a.value, unit)}`) },
    { kind: 'number-sentence', sentence: `${expression.replace(/\*/g, '×')} = ?`, schema: 'relation' },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, unit) };
}
