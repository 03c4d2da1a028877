import { exact, showReadable } from '../math-engine.js';
import { ageWords, sentenceTime } from './age-clauses.js';
import { askedOf, factsBeforeQuestion, type AgeAsk } from './age-questions.js';
import { equation, solveAges, type SolvedAges } from './age-system.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Age problems ("Ann is 4 years older than Ben. Together they are 30 years old. How old is Ben?", "Tom is 3 times
 * as old as his daughter. In 10 years he will be twice as old as she will be. How old is the daughter now?"):
 * every sentence but the question must be one relation between ages (`age-clauses.ts`), solved as equations in
 * the ages now (`age-system.ts`); the question asks for ages, their sum, difference or average, or when one
 * person is k times as old as another ("In how many years will Bob be twice as old as his son?").
 */
const WHO = String.raw`((?:(?:the|his|her|their|my|a|an)\s+)?[A-Za-z]+(?:(?:'s|’s)\s+[a-z]+)?)`;
const FACTOR = String.raw`(\d+(?:\.\d+)?|\d+\/\d+)\s+times\s+as\s+old\s+as`;
const WHEN_ASKS: ReadonlyArray<RegExp> = [
  new RegExp(`^in\\s+how\\s+many\\s+years\\s+will\\s+${WHO}\\s+be\\s+${FACTOR}\\s+${WHO}(?:\\s+(?:is|will\\s+be))?$`, 'i'),
  new RegExp(`^how\\s+many\\s+years\\s+(ago)\\s+was\\s+${WHO}\\s+${FACTOR}\\s+${WHO}(?:\\s+was)?$`, 'i'),
];

const factsOf = (s: SolvedAges): string[] => [...s.people.map((p) => `${s.letter(p)} = ${s.shown.get(p)}'s age now`), ...s.read.map((r) => equation(r, s.letter))];
/**
 * How the ages come out: with two people and one relation that gives one age through the other now ("t = 3 × d"),
 * that one is put into the other equation, which then has one letter; otherwise the equations are solved together.
 */
function agesNow(s: SolvedAges): string {
  const values = s.people.map((p) => `${s.letter(p)} = ${s.age(p, 0)}`).join(', ');
  const given = s.people.length === 2 ? s.read.find((r) => r.kind === 'linear' && r.at === 0 && r.ofAt === 0 && r.person !== r.of) : undefined;
  const other = given && s.read.find((r) => r !== given);
  if (!given || !other || given.kind !== 'linear') return `solving the ${s.read.length === 1 ? 'equation' : `${s.read.length} equations together`}: ${values}`;
  const [x, y] = [s.letter(given.person), s.letter(given.of)];
  const through = equation(given, s.letter).split(' = ')[1]!;
  if (other.kind === 'age' && other.person === given.of) {
    const known = `${other.at ? `${equation(other, s.letter)} gives ` : ''}${y} = ${s.age(given.of, 0)}`;
    return `${known}, so ${x} = ${through.replace(new RegExp(`\\b${y}\\b`, 'g'), String(s.age(given.of, 0)))} = ${s.age(given.person, 0)}`;
  }
  const put = equation(other, s.letter).replace(new RegExp(`\\b${x}\\b`, 'g'), `(${through})`);
  return `put ${x} = ${through} into ${equation(other, s.letter)}: ${put}, so ${y} = ${s.age(given.of, 0)} and ${x} = ${s.age(given.person, 0)}`;
}
const shift = (at: number): string => (at > 0 ? ` + ${at}` : at < 0 ? ` − ${-at}` : '');
const years = (n: number): string => `${n} year${n === 1 ? '' : 's'}`;

/** "In how many years will Bob be twice as old as his son?": x + t = k(y + t) solved for t with the ages found. */
function askedWhen(told: string[], question: string): SkillAnswer | null {
  // "in how many years would she be twice her sister's age" is "… will she be 2 times as old as her sister".
  const said = question.replace(/\bwould\b/i, 'will').replace(/(\d+(?:\/\d+)?\s+times)\s+((?:(?:his|her|the)\s+)?(?:[a-z]+\s+)?[A-Za-z]+)(?:'s|’s)\s+age$/i, '$1 as old as $2');
  const m = WHEN_ASKS.map((a) => a.exec(said)).find(Boolean);
  if (!m) return null;
  const ago = m[1]?.toLowerCase() === 'ago';
  const [first, factorText, second] = ago ? [m[2]!, m[3]!, m[4]!] : [m[1]!, m[2]!, m[3]!];
  const solved = solveAges(told, [first, second], 0);
  const y = solved?.key(second) ?? null;
  const x = solved && y ? solved.key(first, y) : null;
  if (!solved || !x || !y || x === y) return null;
  const [top, bottom] = factorText.split('/').map(Number);
  const k = bottom ? top! / bottom : top!;
  const t = (solved.age(x, 0) - k * solved.age(y, 0)) / (k - 1);
  if (k === 1 || !Number.isInteger(t) || (ago ? t >= 0 : t <= 0) || solved.age(x, t) <= 0 || solved.age(y, t) <= 0) return null;
  if (Math.abs(solved.age(x, t) - k * solved.age(y, t)) > 1e-9) return null;
  const [lx, ly, sign] = [solved.letter(x), solved.letter(y), ago ? '−' : '+'];
  return {
    problem: `how many years ${ago ? 'ago' : 'from now'} ${solved.shown.get(x)} ${ago ? 'was' : 'will be'} ${factorText} times as old as ${solved.shown.get(y)}`,
    facts: [...factsOf(solved), `${lx} ${sign} t = ${factorText} × (${ly} ${sign} t)`],
    schema: 'age-equations',
    sentence: `${agesNow(solved)}; then ${solved.age(x, 0)} ${sign} t = ${factorText} × (${solved.age(y, 0)} ${sign} t), so t = ${Math.abs(t)}`,
    check: [...solved.checks, `${ago ? `${years(-t)} ago` : `in ${years(t)}`} the ages are ${solved.age(x, t)} and ${solved.age(y, t)}, and ${solved.age(x, t)} = ${factorText} × ${solved.age(y, t)}`].join('; '),
    answer: `${years(Math.abs(t))}${ago ? ' ago' : ''}`,
  };
}

/** The asked value from the ages found: one or several ages, their sum, average or difference. */
function answered(ask: AgeAsk, solved: SolvedAges, at: number): { answer: string; problem: string; work: string } | null {
  const keys = ask.people === 'all' ? solved.people : ask.people.map((name) => solved.key(name));
  if (keys.some((k) => !k) || new Set(keys).size !== keys.length) return null;
  const who = keys as string[];
  const ageAt = (p: string): number => solved.age(p, at);
  const named = (p: string): string => solved.shown.get(p)!;
  const when = at > 0 ? ` in ${years(at)}` : at < 0 ? ` ${years(-at)} ago` : '';
  const work = at ? `; ${who.map((p) => `${solved.letter(p)}${shift(at)} = ${ageAt(p)}`).join(', ')}` : '';
  if (ask.kind === 'ages') {
    const each = who.map((p) => `${named(p)} is ${ageAt(p)} years old`);
    const answer = who.length === 1 ? `${ageAt(who[0]!)} years old` : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
    return { answer, problem: `the age${who.length > 1 ? 's' : ''} of ${who.map(named).join(' and ')}${when}`, work };
  }
  if (who.length < 2) return null;
  const total = who.reduce((sum, p) => sum + ageAt(p), 0);
  if (ask.kind === 'sum') return { answer: years(total), problem: `the sum of the ages of ${who.map(named).join(' and ')}${when}`, work: `${work}; ${who.map(ageAt).join(' + ')} = ${total}` };
  if (ask.kind === 'average') {
    const mean = exact.fraction(total, who.length);
    const shown = showReadable(mean);
    return { answer: `${shown} years`, problem: `the average age of ${who.map(named).join(' and ')}${when}`, work: `${work}; (${who.map(ageAt).join(' + ')}) ÷ ${who.length} = ${shown}` };
  }
  if (who.length !== 2) return null;
  const [a, b] = [ageAt(who[0]!), ageAt(who[1]!)];
  if (ask.kind === 'difference' && ask.older && a <= b) return null;
  return { answer: years(Math.abs(a - b)), problem: `how much older ${named(a >= b ? who[0]! : who[1]!)} is than ${named(a >= b ? who[1]! : who[0]!)}${when}`, work: `${work}; ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}` };
}

function ageEquations(statement: string): SkillAnswer | null {
  const sentences = factsBeforeQuestion(ageWords(statement).split(/(?<=[.?!])\s+/).map((s) => s.replace(/[.?!]+$/, '').trim()).filter(Boolean));
  if (sentences.length < 2 || !/\b(?:old|ages?|older)\b/i.test(sentences.at(-1)!)) return null;
  const told = sentences.slice(0, -1);
  const asked = sentenceTime(sentences.at(-1)!);
  if (!asked || asked.objectAt !== null) return null;
  if (/^(?:in\s+)?how\s+many\s+years\s+(?:will|would|ago)\b/i.test(asked.rest)) return asked.at === 0 ? askedWhen(told, asked.rest) : null;
  const ask = askedOf(asked.rest);
  // "will" only of a time to come, "was" only of a time gone ("How old is Ann in 2 years?" is still the future).
  if (!ask || (/\bwill\b/i.test(asked.rest) && asked.at <= 0) || (/\bwas\b/i.test(asked.rest) !== asked.at < 0)) return null;
  const solved = solveAges(told, ask.people === 'all' ? [] : ask.people, asked.at);
  const result = solved && answered(ask, solved, asked.at);
  if (!solved || !result) return null;
  return {
    problem: result.problem,
    facts: factsOf(solved),
    schema: 'age-equations',
    sentence: `${agesNow(solved)}${result.work}`,
    check: solved.checks.join('; '),
    answer: result.answer,
  };
}

export const AGE_SKILLS = [ageEquations];
