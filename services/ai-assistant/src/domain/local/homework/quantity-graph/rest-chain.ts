import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { normalize } from './portion-chain.js';
import { FRACTION } from './portions.js';
import { readRestChain, type Move, type RestChain } from './rest-chain-reading.js';
import { splitQuestion } from './split-question.js';

/**
 * Parts of a whole, then parts of the rest (gsm-fractions): "Gina had $400. She gave 1/4 of her money
 * to her mom, used 1/8 of her money to buy clothes, and kept the remaining money. How much did Gina
 * keep?", "36 seagulls … 1/4 of them fly away, and 1/3 of the remaining birds … How many are left?",
 * "He spends 30% of his money on food, 15% on rent, and the rest on books. How much on books?", and
 * backwards: "Lucy lost 1/3 of her money. She then spent 1/4 of the remainder, and only left with $15.
 * How much money did Lucy have at the beginning?". Every amount along the way must be positive (whole
 * for things counted one by one); checked a second way: what is left is taken back through every move
 * to the start (a found start is run forward again to the end told), and mathjs evaluates the chain.
 */
const ASKS_START = /\b(?:start(?:ed)? with|to start|at first|in the beginning|to begin with|originally|in the first place|at the start|initially|at the beginning)\b/;
const ASKS_LEFT = /\b(?:left|remain|remains|remained|remaining|still|keep|keeps|kept)\b/;
const QUESTION_OTHER = new RegExp(String.raw`\d|${FRACTION}|\b(?:each|per|every|more|less|fewer|than|total|altogether|together|both|in all|times|percent|average|if|after|before|then|now)\b`);
/** "How much did she spend?" asks a part taken, not what is left (unless the rest was spent on the thing asked). */
const ASKS_TAKEN = /\b(?:lost|lose|spend|spent|give|gave|eat|ate|sell|sold|use|used)\b/;
const STOP = new Set(['the', 'rest', 'remaining', 'remainder', 'of', 'his', 'her', 'their', 'its', 'are', 'is', 'were', 'was', 'on', 'in', 'a', 'an', 'to', 'money', 'with', 'for', 'he', 'she', 'they', 'it', 'will', 'be', 'went', 'go', 'goes']);
const stem = (w: string): string => ({ kept: 'keep', spent: 'spend', spends: 'spend', keeps: 'keep', went: 'go', goes: 'go' } as Record<string, string>)[w] ?? singular(w).replace(/(?:ed|s)$/, '');

/** The asked amount: "start" (the whole), "left" (what is left, or the part called "the rest"). */
function askedOf(question: string, chain: RestChain): 'start' | 'left' | null {
  if (!/^how (?:many|much)\b/.test(question)) return null;
  if (ASKS_START.test(question)) return chain.start === null && chain.end !== null ? 'start' : null;
  if (QUESTION_OTHER.test(question) || chain.start === null || chain.end !== null) return null;
  const words = new Set(question.replace(/[?.]/g, '').split(/\s+/).map(stem));
  if (chain.rest !== null) {
    // "and the rest on coursework materials": the question names the rest's own words.
    const own = chain.rest.replace(/[?.]/g, '').split(/\s+/).filter((w) => !STOP.has(w)).map(stem);
    return own.length > 0 && own.every((w) => words.has(w)) ? 'left' : null;
  }
  // "How many carrots were not used?" when every move used some: what is left.
  const not = /\b(?:not|n't) (used|eaten|sold|given|spent)\b/.exec(question)?.[1];
  // A move told without a verb ("and 3/5 of the rest after lunch") has the verb of the one before.
  const told = (i: number): boolean => chain.moves[i]!.text.includes(not?.slice(0, 3) ?? '-') || (i > 0 && /^(?:\d|half\b)/.test(chain.moves[i]!.text) && told(i - 1));
  if (not) return chain.moves.every((_m, i) => told(i)) && /\b(?:were|was|are|is|did)\b/.test(question) ? 'left' : null;
  return ASKS_LEFT.test(question) && !ASKS_TAKEN.test(question) && !/\b(?:keep|kept)\b/.test(question) ? 'left' : null;
}

/** The asked unit agrees with the chain's: "how many seagulls", "how much money", "how many are left". */
function askedUnit(question: string, chain: RestChain): string | null {
  const money = chain.units.includes('dollar');
  if (/^how much (?:money|cash)\b|^how many dollars\b/.test(question)) return money ? 'dollar' : null;
  if (/^how much\b/.test(question)) return money && /^how much (?:did|does|do|will|would|is|was|has|had|can)\b/.test(question) ? 'dollar' : null;
  if (/^how many (?:are|were|is|was|does|do|did|will|would|has|have|had|can)\b/.test(question)) return money ? null : chain.units[0] ?? null;
  if (money) return null;
  // "how many students come by car", "how many pieces of bread are left": the counted noun, then a verb or "of".
  const words = question.replace(/[?.]/g, '').split(/\s+/).slice(2, 6);
  for (const [i, word] of words.slice(0, 3).entries()) {
    const noun = singular(word);
    const rests = chain.rest !== null && chain.rest.split(/\s+/).map(singular).includes(noun);
    if ((chain.units.includes(noun) || rests) && NEXT_TO_NOUN.test(words[i + 1] ?? '')) return noun;
  }
  return null;
}

const NEXT_TO_NOUN = /^(?:are|were|is|was|does|do|did|will|would|has|have|had|can|could|should|must|remain|remained|remains|still|of|in|on|at|left|come|came|go|went|ordered|like|liked|walk|walked|take|took|chose|voted|prefer|preferred|got|play|played)$/;

interface Run { values: Exact[]; taken: Exact[]; left: Exact }

function run(chain: RestChain, start: Exact): Run | null {
  let current = start;
  const [values, taken] = [[start] as Exact[], [] as Exact[]];
  for (const move of chain.moves) {
    const amount = move.kind === 'count' ? move.value : move.fraction.mul(move.base === 'whole' ? start : current);
    current = current.sub(amount);
    if (amount.compare(0) <= 0 || current.compare(0) <= 0) return null;
    values.push(current);
    taken.push(amount);
  }
  return { values, taken, left: current };
}

/** The start from the end: what is left is a·start + b, one line through the moves. */
function startFromEnd(chain: RestChain, end: Exact): Exact | null {
  let [a, b] = [exact.fraction(1), exact.fraction(0)];
  for (const move of chain.moves) {
    if (move.kind === 'count') b = b.sub(move.value);
    else if (move.base === 'whole') a = a.sub(move.fraction);
    else [a, b] = [a.mul(exact.fraction(1).sub(move.fraction)), b.mul(exact.fraction(1).sub(move.fraction))];
  }
  return a.compare(0) > 0 ? end.sub(b).div(a) : null;
}

/** Undoing every move from what is left gives the start back. */
function undo(chain: RestChain, start: Exact, left: Exact): Exact {
  let current = left;
  for (const move of [...chain.moves].reverse()) {
    if (move.kind === 'count') current = current.add(move.value);
    else if (move.base === 'whole') current = current.add(move.fraction.mul(start));
    else current = current.div(exact.fraction(1).sub(move.fraction));
  }
  return current;
}

function expression(chain: RestChain, start: string): string {
  return chain.moves.reduce((expr, m: Move) => (m.kind === 'count' ? `${expr} - ${show(m.value)}` : m.base === 'whole' ? `${expr} - ${start} * ${m.fraction.toFraction()}` : `(${expr}) * (1 - ${m.fraction.toFraction()})`), start);
}

export function solveRestChain(statement: string): Solved | null {
  // "If he ate half of the rest, calculate how many are left?": the condition is one more fact.
  const asking = (q: string): string => `${q.charAt(0).toUpperCase()}${q.slice(1)}?`;
  const text = normalize(statement).replace(/(^|[.!?]\s+)If ([^?]*?), (?:calculate|find|determine) (how (?:many|much)\b[^?.]*)[?.]\s*$/, (_m, a: string, fact: string, q: string) => `${a}${fact}. ${asking(q)}`)
    .replace(/(^|[.!?]\s+)(?:Calculate|Find|Determine) (how (?:many|much)\b[^?.]*)[?.]\s*$/, (_m, a: string, q: string) => `${a}${asking(q)}`)
    // "Joe takes half of the rest, how many are left?"; "What is the amount of money Derek has left?"
    .replace(/([a-z]), (how (?:many|much)\b[^.?!]*\?)\s*$/, (_m, a: string, q: string) => `${a}. ${asking(q)}`)
    .replace(/(^|[.!?]\s+)What is the amount of money ([A-Z][a-z]+|he|she|they) (has|had|have) left\?\s*$/, (_m, a: string, who: string, has: string) => `${a}How much money ${has === 'had' ? 'did' : has === 'has' ? 'does' : 'do'} ${who} have left?`);
  const split = splitQuestion(text);
  const chain = split ? readRestChain(split.facts) : null;
  if (!split || !chain) return null;
  const question = split.question.trim().toLowerCase();
  // A name in the question must be told in the story's first sentence (whose amount it is).
  const first = split.facts.split(/(?<=[.!?])\s/)[0] ?? '';
  const names = [...split.question.matchAll(/(?<!^)\b([A-Z][a-z]+)\b/g)].map((m) => m[1] ?? '');
  if (names.some((n) => !first.includes(n))) return null;
  const facts = split.facts.toLowerCase();
  if (/\b(?:he|his|him)\b/.test(facts) && /\b(?:she|her)\b/.test(facts)) return null;
  const asked = askedOf(question, chain);
  const unit = asked ? askedUnit(question, chain) : null;
  if (!asked || unit === null) return null;
  const start = asked === 'start' ? startFromEnd(chain, chain.end!) : chain.start!;
  const done = start ? run(chain, start) : null;
  if (!start || !done) return null;
  const counted = unit !== 'dollar';
  if (counted && [...done.values, ...done.taken].some((v) => v.d !== 1n)) return null;
  const answer = asked === 'start' ? start : done.left;
  // Second way: undo every move from what is left; the end told must come out again; mathjs agrees.
  if (!undo(chain, start, done.left).equals(start) || (asked === 'start' && !done.left.equals(chain.end!))) return null;
  const expr = expression(chain, show(start));
  if (Math.abs(Number(plain.evaluate(expr)) - Number(done.left.valueOf())) > 1e-9) return null;
  const describe = (m: Move): string => (m.kind === 'count' ? `take away ${show(m.value)}` : `take away ${m.fraction.toFraction()} of ${m.base === 'whole' ? 'the whole' : 'what is left then'}`);
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [asked === 'start' ? 'start: the unknown amount' : `start: ${showAnswer(start, unit)}`, ...chain.moves.map(describe), ...(asked === 'start' ? [`end: ${showAnswer(chain.end!, unit)}`] : [])] },
    { kind: 'number-sentence', sentence: asked === 'start' ? `${expression(chain, 'x').replace(/\*/g, '×')} = ${show(chain.end!)}` : `${expr.replace(/\*/g, '×')} = ?`, schema: 'portions' },
    { kind: 'check', statement: asked === 'start' ? `starting from ${show(start)} and making every change gives ${show(done.left)} again` : `undoing every change from ${show(done.left)} gives back ${show(start)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, unit) };
}
