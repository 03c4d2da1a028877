import { exact, plain, showDecimal as show, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { normalize } from './portion-chain.js';
import { FUNCTION_WORDS, readPartsStory, type Part, type PartsReading } from './parts-not-done-reading.js';
import { splitQuestion } from './split-question.js';
import { sameVerb } from '../story/verb-forms.js';

/**
 * Parts of a whole that did something, the others asked (gsm-parts): "Out of 480 employees, 10% got a
 * salary increase while 20% got a travel allowance increase. How many employees did not get any
 * increase?" (480 − 48 − 96), "68% of all pies are eaten with forks. If there are 2000 pies …, how many of
 * the pies are not eaten with forks?", and over several wholes: "16 boys and 14 girls attended … 3/4 of
 * the boys and 6/7 of the girls brought gifts. How many of those who attended did not bring gifts?". The
 * question's verb must be told in every part of the wholes asked (its object too, when it names one), no
 * whole may be told with that verb, and every part and what is left must be whole numbers.
 */
const ASKED = /^how many (.*?)\s*\b(?:did|do|does|are|were|is|was|have|has|had)(?: not|n't) (?:been |be )?([a-z-]+)\b(.*)\?$/;
/** Words that name anyone in a group of people or things, not one group of them. */
const GENERIC = new Set(['student', 'person', 'child', 'kid', 'people', 'guest', 'animal', 'thing', 'item', 'member', 'one', 'attended', 'came', 'total', 'in', 'all']);
const PREPOSITION = /\b(?:in|at|on|from|during|to|with|by|for|after|before|this|that|last|next)\b.*$/;

const wordsOf = (text: string): string[] => text.split(/[^a-z'-]+/).filter(Boolean).map(singular);
/** A part's words that say what it did; a part with none ("3/4 of the boys and 6/7 of the girls brought gifts") shares its neighbour's. */
function doneText(parts: readonly Part[], i: number): string {
  const before = (p: Part): string => p.before.replace(/\b(?:only|also|if|that|then)\b/g, '').trim();
  const [part, next, previous] = [parts[i]!, parts[i + 1], parts[i - 1]];
  const after = part.after !== '' ? part.after : next && next.before === '' ? next.after : '';
  const own = `${before(part)} ${after}`.trim();
  return own !== '' || !previous || previous.after !== '' ? own : before(previous);
}

/** The wholes the question asks about: the one its words name, or all of them ("those who attended", "students"). */
function askedWholes(subject: string[], reading: PartsReading): number[] | null {
  const named = reading.wholes.map((w) => subject.filter((s) => w.words.includes(s)).length);
  const best = Math.max(0, ...named);
  if (best > 0 && named.filter((n) => n === best).length === 1 && reading.wholes.length > 1 && named.some((n) => n === 0)) return [named.indexOf(best)];
  if (reading.wholes.length === 1) return best > 0 || subject.length === 0 ? [0] : null;
  if (best > 0 && named.every((n) => n === best)) return reading.wholes.map((_w, i) => i);
  return subject.every((s) => GENERIC.has(s)) ? reading.wholes.map((_w, i) => i) : null;
}

interface Asked { scope: number[]; unit: string; said: string }

/** "How many employees did not get any increase?": every part of the asked wholes told with the asked verb (and its object). */
function askedNotDone(question: string, reading: PartsReading): Asked | null {
  const asked = ASKED.exec(question);
  if (!asked) return null;
  const verb = asked[2]!;
  // "How many of Sam's frogs …": the owner asked must be told with every asked whole.
  const owner = /\b([a-z]+)'s\b/.exec(asked[1] ?? '')?.[1];
  const subject = wordsOf((asked[1] ?? '').replace(/\b[a-z]+'s\b/g, '').replace(/^of (?:them|those|these)\b/, '').replace(/\b(?:who|that|which)\b.*$/, '')).filter((w) => !FUNCTION_WORDS.has(w) || w === 'total');
  const object = wordsOf((asked[3] ?? '').replace(PREPOSITION, '')).filter((w) => !FUNCTION_WORDS.has(w) && !/^(?:any|at|all|a|an)$/.test(w));
  // The asked words are not a part's description ("How many rotten apples …" after "40 percent were rotten").
  const doneWords = reading.parts.map((_p, i) => wordsOf(doneText(reading.parts, i)));
  if (subject.some((s) => s !== 'total' && doneWords.some((d) => d.includes(s)))) return null;
  const scope = askedWholes(subject, reading);
  if (owner && scope?.some((i) => !new RegExp(`\\b${owner}\\b`).test(reading.wholes[i]!.text))) return null;
  // A whole told with the asked verb ("10 light bulbs in the foyer are broken") is a part, not a whole.
  if (!scope || reading.wholes.some((w) => !reading.parts.some((p) => p.text === w.text) && wordsOf(w.text).some((x) => sameVerb(x, verb)))) return null;
  const told = (i: number): boolean => doneWords[i]!.some((w) => sameVerb(w, verb)) && (object.length === 0 || object.some((o) => doneWords[i]!.includes(o)));
  if (reading.parts.some((p, i) => scope.includes(p.whole) && !told(i))) return null;
  const unit = subject.filter((s) => s !== 'total').join(' ') || (scope.length === 1 ? reading.wholes[scope[0]!]!.words.at(-1) ?? '' : '');
  return { scope, unit: unit === 'attended' ? '' : unit, said: `did not ${verb}` };
}

/** "How many of them are male?" after "… and the rest are male": the question's own words are the rest's, no part's. */
function askedRest(question: string, reading: PartsReading): Asked | null {
  const body = /^how many (.*)\?$/.exec(question)?.[1];
  if (!body || !reading.rest || /\b(?:not|n't|more|less|than|each|per|total|altogether|together|both|and|or)\b/.test(body)) return null;
  const whole = reading.wholes[0]!;
  const words = wordsOf(body).filter((w) => !FUNCTION_WORDS.has(w) && !whole.words.includes(w) && !/^(?:there|them|of)$/.test(w));
  const partWords = reading.parts.flatMap((p) => wordsOf(`${p.before} ${p.after}`)).filter((w) => !FUNCTION_WORDS.has(w));
  if (words.length === 0 || words.some((w) => !reading.rest!.some((r) => sameVerb(r, w))) || words.every((w) => partWords.includes(w))) return null;
  return { scope: [0], unit: whole.words.at(-1) ?? '', said: reading.rest.join(' ') };
}

export function solvePartsNotDone(statement: string): Solved | null {
  const split = splitQuestion(normalize(statement).replace(/(^|[.!?]\s+)(?:Calculate|Find|Determine) (how many\b[^?.]*)[?.]\s*$/, (_m, a: string, q: string) => `${a}${q.charAt(0).toUpperCase()}${q.slice(1)}?`));
  const reading = split ? readPartsStory(split.facts) : null;
  const question = split?.question.trim().toLowerCase() ?? '';
  const asked = reading ? askedNotDone(question, reading) ?? askedRest(question, reading) : null;
  if (!reading || !asked) return null;
  const left: Exact[] = [];
  const lines: string[] = [];
  const facts: string[] = [];
  for (const index of asked.scope) {
    const whole = reading.wholes[index]!;
    const parts = reading.parts.filter((p) => p.whole === index);
    if (parts.length === 0) return null;
    const taken = parts.map((p) => p.fraction.mul(whole.value));
    const rest = taken.reduce((acc, t) => acc.sub(t), whole.value);
    if (rest.compare(0) <= 0 || [whole.value, rest, ...taken].some((v) => v.d !== 1n || v.compare(0) <= 0)) return null;
    left.push(rest);
    lines.push(`(${show(whole.value)} - ${parts.map((p) => `${show(whole.value)} * ${p.fraction.toFraction()}`).join(' - ')})`);
    facts.push(`${show(whole.value)} ${whole.words.join(' ')}`, ...parts.map((p, k) => `${p.fraction.toFraction()} of them: ${show(taken[k]!)}`));
  }
  const answer = left.reduce((a, b) => a.add(b), exact.fraction(0));
  const expr = lines.join(' + ');
  if (Math.abs(Number(plain.evaluate(expr)) - Number(answer.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split!.question.trim() },
    { kind: 'facts', facts },
    { kind: 'number-sentence', sentence: `${expr.replace(/\*/g, '×')} = ?`, schema: 'portions' },
    { kind: 'check', statement: `the told parts and the ${show(answer)} that ${asked.said} add back to ${asked.scope.map((i) => show(reading.wholes[i]!.value)).join(' and ')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, asked.unit) };
}
