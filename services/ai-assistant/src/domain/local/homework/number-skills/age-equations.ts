import { exact, showReadable } from '../math-engine.js';
import { ageWords, sentenceTime } from './age-clauses.js';
import { askedOf, factsBeforeQuestion, type AgeAsk } from './age-questions.js';
import { askedAtMoment, askedWhen } from './age-moment-questions.js';
import { solveAges, type SolvedAges } from './age-system.js';
import { agesNow, factsOf, shift, years } from './age-work.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Age problems ("Ann is 4 years older than Ben. Together they are 30 years old. How old is Ben?", "Tom is 3 times
 * as old as his daughter. In 10 years he will be twice as old as she will be. How old is the daughter now?"):
 * every sentence but the question must be one relation between ages (`age-clauses.ts`), solved as equations in
 * the ages now (`age-system.ts`); the question asks for ages, their sum, difference or average, or when one
 * person is k times as old as another ("In how many years will Bob be twice as old as his son?").
 */
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
  if (ask.kind === 'difference' && ((ask.order === 'older' && a <= b) || (ask.order === 'younger' && a >= b))) return null;
  if (a === b) return null;
  return { answer: years(Math.abs(a - b)), problem: `how much older ${named(a >= b ? who[0]! : who[1]!)} is than ${named(a >= b ? who[1]! : who[0]!)}${when}`, work: `${work}; ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}` };
}

function ageEquations(statement: string): SkillAnswer | null {
  const sentences = factsBeforeQuestion(ageWords(statement).split(/(?<=[.?!])\s+/).map((s) => s.replace(/[.?!]+$/, '').trim()).filter(Boolean));
  if (sentences.length < 2 || !/\b(?:old|ages?|older|younger)\b/i.test(sentences.at(-1)!)) return null;
  const told = sentences.slice(0, -1);
  const asked = sentenceTime(sentences.at(-1)!);
  if (!asked || asked.objectAt !== null) return null;
  if (/^(?:in\s+)?how\s+many\s+years\s+(?:will|would|ago)\b/i.test(asked.rest)) return asked.at === 0 ? askedWhen(told, asked.rest) : null;
  if (/\b(?:when|by\s+the\s+time)\b/i.test(asked.rest)) return asked.at === 0 ? askedAtMoment(told, sentences.at(-1)!.replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ')) : null;
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
