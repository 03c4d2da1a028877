import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { capitalize, tidyText } from '../story/words.js';
import { actOf, N, PLACE, TOTAL, UNIT, unitName, VERB, type Link } from './chain-total-reading.js';
import { holds, solveLinks } from './chain-total.js';
import { MULTIPLIER, readMultiplier, readNumber } from './multipliers.js';
import { kindOf } from './part-wholes.js';
import { splitQuestion } from './split-question.js';

/**
 * Kinds of one owner told through each other, then the whole (gsm-multi): "Randy has 60 mango trees on
 * his farm. He also has 5 less than half as many coconut trees as mango trees. How many trees does Randy
 * have in all?" Every clause is one kind of the one owner, by one act, told outright or from another kind;
 * the question asks one kind, or the whole that every kind is a kind of ("trees", "guests" for adults and
 * children). Any other sentence, a second owner, or a kind that is not part of the asked whole declines.
 */
const OWNER = String.raw`[A-Z][a-z]+(?:'s [a-z]+)?|(?:A|An|The) [a-z]+(?: [a-z]+)?`;
const FIRST = new RegExp(`^(?:(${OWNER}) (?:also )?(${VERB})|There (are|were)) (.+)$`);
const LATER = new RegExp(`^(?:(He|She|It|They|${OWNER}) (?:also )?(${VERB})|There (are|were) (?:also )?) ?(.+)$`);
const THE = '(?:the number of |the )?';
const ITEM_OUTRIGHT = new RegExp(`^(${N}) (${UNIT})${PLACE}$`);
const ITEM_OFFSET = new RegExp(`^(${N}) (more|fewer|less) (${UNIT}) than ${THE}(${UNIT})${PLACE}$`);
const ITEM_TIMES = new RegExp(`^(${MULTIPLIER}) as many (${UNIT}) as ${THE}(${UNIT})${PLACE}$`);
const ITEM_BOTH = new RegExp(`^(${N}) (more|fewer|less) than (${MULTIPLIER}) as many (${UNIT}) as ${THE}(${UNIT})${PLACE}$`);

const zero = exact.fraction(0);
const one = exact.fraction(1);

function readItem(item: string, verb: string, text: string): Link | null {
  const link = (owner: string, base: string | null, factor: Exact | null, offset: Exact): Link | null =>
    factor ? { owner: unitName(owner), base: base ? unitName(base) : null, factor, offset, unit: unitName(owner), verb, text } : null;
  const signed = (n: string, way: string): Exact => (way === 'more' ? readNumber(n)! : readNumber(n)!.neg());
  const outright = ITEM_OUTRIGHT.exec(item);
  if (outright) return link(outright[2]!, null, one, readNumber(outright[1]!)!);
  const offset = ITEM_OFFSET.exec(item);
  if (offset) return link(offset[3]!, offset[4]!, one, signed(offset[1]!, offset[2]!));
  const times = ITEM_TIMES.exec(item);
  if (times) return link(times[2]!, times[3]!, readMultiplier(times[1]!), zero);
  const both = ITEM_BOTH.exec(item);
  return both ? link(both[4]!, both[5]!, readMultiplier(both[3]!), signed(both[1]!, both[2]!)) : null;
}

interface KindsStory { owner: string; act: string; links: Link[] }

/** Every sentence one owner's (or "there are") list of kinds, by one act; null when any part is read otherwise. */
export function readKindsStory(facts: string): KindsStory | null {
  const sentences = tidyText(facts).split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]+$/, '').replace(/^If /, '').trim()).filter(Boolean);
  const first = FIRST.exec(sentences[0] ?? '');
  if (!first) return null;
  const owner = (first[1] ?? 'there').toLowerCase();
  const act = first[2] ? actOf(first[2]) : 'have';
  const links: Link[] = [];
  for (const [i, sentence] of sentences.entries()) {
    const m = i === 0 ? first : LATER.exec(sentence);
    if (!m) return null;
    const who = (m[1] ?? 'there').toLowerCase();
    const sameOwner = owner === 'there' ? who === 'there' : who === owner || (/^(?:he|she|it|they)$/.test(who) && i > 0);
    if (!sameOwner || (m[2] ? actOf(m[2]) : 'have') !== act) return null;
    for (const item of m[4]!.split(/,? and |, /)) {
      const link = readItem(item.trim(), m[2] ?? m[3]!, sentence);
      if (!link) return null;
      links.push(link);
    }
  }
  return act && links.length >= 2 ? { owner, act, links } : null;
}

const ASKED = new RegExp(String.raw`^How many (${UNIT}) (?:(?:do|does|did) (${OWNER}|he|she|it|they) ([a-z]+)|(?:are|were) there)(?: ${TOTAL})?(?: (?:in|on|at) (?:his|her|their|its|the) [a-z]+)?\?$`);

export function solveKindsChainTotal(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const story = split ? readKindsStory(split.facts) : null;
  const q = split ? ASKED.exec(capitalize(tidyText(split.question).trim())) : null;
  if (!story || !q || !story.links.some((l) => l.base)) return null;
  const who = (q[2] ?? 'there').toLowerCase();
  const askedAct = q[3] ? actOf(q[3]) : 'have';
  const sameOwner = story.owner === 'there' ? who === 'there' : who === story.owner || /^(?:he|she|it|they)$/.test(who);
  if (!sameOwner || askedAct !== story.act) return null;
  const kinds = [...new Set(story.links.flatMap((l) => [l.owner, l.base ?? l.owner]))];
  const asked = unitName(q[1]);
  const partOf = (kind: string): boolean => kind !== asked && (kind.endsWith(` ${asked}`) || kindOf(kind, asked));
  // "How many apples" after apples and red apples: which apples is not told.
  const terms = kinds.includes(asked) ? (kinds.some(partOf) ? null : [asked]) : kinds.every(partOf) ? kinds : null;
  const found = terms ? solveLinks(story.links) : null;
  if (!terms || !found || kinds.some((k) => !found.has(k)) || !story.links.every((l) => holds(l, found))) return null;
  if (kinds.some((k) => { const v = found.get(k)!.value; return v.s < 0n || v.equals(0) || v.d !== 1n; })) return null;
  const answer = terms.reduce((s, k) => s.add(found.get(k)!.value), zero);
  const expression = terms.map((k) => found.get(k)!.expression).join(' + ');
  if (!(exact.evaluate(expression) as Exact).equals(answer)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split!.question.trim() },
    { kind: 'facts', facts: story.links.map((l) => l.text).filter((t, i, all) => all.indexOf(t) === i) },
    { kind: 'number-sentence', sentence: `${expression.replace(/\*/g, '×')} = ?`, schema: 'relation' },
    ...kinds.map((k): SolutionStep => ({ kind: 'check', statement: `${k}: ${show(found.get(k)!.value)}`, holds: true })),
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, asked) };
}
