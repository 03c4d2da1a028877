import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp: a start, one change and an end, two of them told in any order and the third asked:
 * "Randy uses 36 blocks to build a tower. If he had 59 blocks. How many blocks are left?",
 * "Jessie currently weighs 27 kilograms. After she started jogging she lost 101 kilograms. How much
 * did she weigh before?", "Dan had $3 left after he bought a candy bar. If he had $4 at the start.
 * How much did the candy bar cost?". Each number's role comes from its own words: a change is a verb
 * of gain or loss next to it, an end says "left", "now" or "currently", a start says "initially" or
 * is a plain state when the end is asked. Both numbers of one owner and one unit; rates, relations,
 * a third number or an unknown told with "some" elsewhere decline.
 */
const LOSS = String.raw`spending|using|losing|selling|eating|drinking|spent|spends|spend|used|uses|use|lost|loses|lose|sold|sells|sell|ate|eats|cut off|drank|drinks|threw away|throws away|gave away|gives away|donated|removed|flew away|ran away`;
const GAIN = String.raw`growing|finding|receiving|earning|collecting|saving|grew|grows|found|finds|received|receives|gained|gains|added|adds|earned|earns|collected|collects|saved|saves`;
const STATE = String.raw`had|has|have|was|were|is|are|weighs|weighed|weigh|stayed behind|remained`;
const BUYING = String.raw`bought|buys|buy|paid|pays|pay`;
const VERB = new RegExp(String.raw`\b(${LOSS}|${GAIN}|${STATE}|${BUYING})\b`, 'g');
const START = /\b(?:initially|at the start|at first|in the beginning|at the beginning|to begin with|originally|before)\b/;
const END = /\b(?:left|now|currently|still|remaining|remained|stayed behind|in the end|at the end)\b/;
const BEYOND = /\b(?:than|times|twice|half|each|every|per|rest|total|altogether|in all|together|average|and then)\b|%|\d\s*\/\s*\d/;
const CLAUSE = /\b(?:after|while|and|but|when|if|because)\b/;

export type Role = 'start' | 'end' | 'change';
export interface Told { q: Quantity; role: Role; sign: 1 | -1 }

/** The number's own words: since the clause before it, and after it up to the next clause. */
const before = (q: Quantity): string => q.lead.split(CLAUSE).pop() ?? '';
const after = (q: Quantity): string => q.trail.split(CLAUSE)[0] ?? '';

/** The verb acting on the number: the last one before it, else one right after what it counts ("20 birds flew away"). */
function verbOf(q: Quantity): string | null {
  const lead = [...before(q).matchAll(VERB)].pop()?.[1];
  return lead ?? [...after(q).matchAll(VERB)][0]?.[1] ?? null;
}

function roleOf(q: Quantity, money: boolean): Told | 'state' | null {
  const verb = verbOf(q);
  if (!verb) return null;
  const words = `${before(q)} ${q.written} ${after(q)}`;
  const is = (forms: string): boolean => new RegExp(String.raw`^(?:${forms})$`).test(verb);
  // "bought a candy bar for $2" spends the money; bought things are a gain only of things, not read here.
  if (is(BUYING)) return money ? { q, role: 'change', sign: -1 } : null;
  if (is(LOSS)) return { q, role: 'change', sign: -1 };
  if (is(GAIN)) return { q, role: 'change', sign: 1 };
  const [start, end] = [START.test(words), END.test(words)];
  if (start && end) return null;
  return start ? { q, role: 'start', sign: 1 } : end ? { q, role: 'end', sign: 1 } : 'state';
}

/** The role the question asks: the start, the end, or the change by its own verb ("did he cut"). */
function askedRole(question: string): { role: Role; sign: 1 | -1 | 0 } | null {
  const [start, end] = [START.test(question), /\b(?:left|now|still|remain|remaining|in the end|at the end)\b/.test(question)];
  if (start && !end) return { role: 'start', sign: 0 };
  if (end && !start) return { role: 'end', sign: 0 };
  if (start || end) return null;
  const verb = /\b(?:did|does|do)\b(?: \w+){1,4}? (cost|spend|lose|sell|eat|cut|use|drink|grow|find|receive|gain|earn|collect|save)\b/.exec(question)?.[1];
  if (!verb) return null;
  return { role: 'change', sign: verb === 'cost' || verb === 'cut' || new RegExp(String.raw`^(?:${LOSS})$`).test(verb) ? -1 : 1 };
}

interface Reading { start: Exact; end: Exact; change: Exact; sign: 1 | -1; asked: Role; told: Quantity[]; unit: string }

/** The two numbers' roles as their own words tell them ('state' when unmarked) and the asked role, or null. */
export function changeRoles(story: Story): { asked: { role: Role; sign: 1 | -1 | 0 }; roles: Array<Told | 'state'> } | null {
  const question = story.question.text.toLowerCase();
  if (story.quantities.length !== 2 || story.questionQuantities.length > 0 || BEYOND.test(story.facts.join(' ').toLowerCase()) || BEYOND.test(question)) return null;
  const [a, b] = story.quantities as [Quantity, Quantity];
  if (a.per !== null || b.per !== null || a.linked || b.linked || a.unit !== b.unit || (a.owner !== null && b.owner !== null && a.owner !== b.owner)) return null;
  if (story.question.subject && [a, b].some((q) => q.owner !== null && q.owner !== story.question.subject)) return null;
  const money = a.unit === 'dollar' || a.unit === 'cent';
  const asked = askedRole(question);
  const roles = [roleOf(a, money), roleOf(b, money)];
  return asked && roles.every((r) => r !== null) ? { asked, roles: roles as Array<Told | 'state'> } : null;
}

function read(story: Story): Reading | null {
  const found = changeRoles(story);
  if (!found) return null;
  const { asked, roles } = found;
  const [a, b] = story.quantities as [Quantity, Quantity];
  // A plain state is the start when the end is asked, or when the change is asked after a told end.
  const endTold = roles.some((r) => r !== 'state' && r.role === 'end');
  const resolved = roles.map((r, i): Told | null => {
    if (r !== 'state') return r;
    return asked.role === 'end' || (asked.role === 'change' && endTold) ? { q: [a, b][i]!, role: 'start', sign: 1 } : null;
  });
  if (resolved.some((r) => r === null)) return null;
  const byRole = new Map(resolved.map((r) => [r!.role, r!]));
  if (byRole.size !== 2 || byRole.has(asked.role)) return null;
  const change = byRole.get('change');
  // "How much did the candy bar cost?": the story must tell the change without its number.
  if (asked.role === 'change' && !/\b(?:bought|spent|paid|cut off|lost|sold|ate|used|grew|found|received|gained|earned|collected|saved)\b/.test(story.facts.join(' ').toLowerCase())) return null;
  const sign = change ? change.sign : (asked.sign as 1 | -1);
  const v = (role: Role): Exact => exact.fraction(byRole.get(role)!.q.value);
  const start = asked.role === 'start' ? v('end').sub(v('change').mul(sign)) : v('start');
  const end = asked.role === 'end' ? v('start').add(v('change').mul(sign)) : v('end');
  const changed = asked.role === 'change' ? end.sub(start).mul(sign) : v('change');
  return { start, end, change: changed, sign, asked: asked.role, told: [a, b], unit: a.unit || (story.question.unit ?? '') };
}

const sentenceOf = (r: Reading): string => {
  const [s, e, c] = [r.start, r.end, r.change].map((x) => showExact(x, 'decimal'));
  if (r.asked === 'end') return `${s} ${r.sign > 0 ? '+' : '-'} ${c}`;
  if (r.asked === 'start') return `${e} ${r.sign > 0 ? '-' : '+'} ${c}`;
  return r.sign > 0 ? `${e} - ${s}` : `${s} - ${e}`;
};

export function solveChangeAnyOrder(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { start, end, change, sign, asked } = reading;
  const value = asked === 'start' ? start : asked === 'end' ? end : change;
  const sentence = sentenceOf(reading);
  // A second way: the start changed by the change gives the end, every amount positive.
  const holds = start.add(change.mul(sign)).equals(end) && [start, end, change].every((x) => x.s > 0n && !x.equals(0));
  if (!holds || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: reading.told.map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: asked === 'start' ? 'start-unknown' : asked === 'change' ? 'change-unknown' : 'change' },
    { kind: 'check', statement: `${showExact(start, 'decimal')} ${sign > 0 ? '+' : '-'} ${showExact(change, 'decimal')} = ${showExact(end, 'decimal')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, reading.unit) };
}
