import { tidyText } from '../story/words.js';
import { readPeriodClause, type PeriodAmount, type PeriodStory } from './period-clauses.js';
import { periodsIn } from './period-words.js';
import { MULTIPLIER } from './multipliers.js';

/**
 * The facts of a story told period by period, one actor and one act ("sold", "eats") throughout:
 * every sentence with a number, a multiple or a period must read as period amounts, or the story
 * is not this shape (null). A sentence with none of them only sets the scene.
 */
const AMOUNTISH = /\d|%|\b(?:twice|double|triple|thrice|half|times|more|fewer|less|as many|as much)\b/;
/** Scene sentences that could still change what is counted are never skipped. */
const NOT_SCENERY = /\b(?:not|n't|never|no|except|only|each|every|per|rest|left|also)\b/;
/** A scene that brings in someone else ("Her brother Tom came to help.") may be who "he" is later. */
const SOMEONE_ELSE = /\b(?:brother|sister|mother|father|mom|dad|friend|son|daughter|wife|husband|uncle|aunt|cousin|grandma|grandpa|grandmother|grandfather|partner|boss|teacher|colleague|neighbou?r|team|family|children|kids|parents)\b/i;
/** "14 donuts on Monday, and half as many on Tuesday", "6 letters in January, 9 letters in February". */
const CLAUSE_BREAK = new RegExp(`,?\\s+and then\\s+|,\\s+then\\s+|,\\s+and\\s+|;\\s+|,?\\s+(?:and|but)\\s+(?=\\d|${MULTIPLIER} |(?:on|in) |(?:he|she|they) )|,\\s+(?=\\d|${MULTIPLIER} |(?:he|she|they) )`);
const PRONOUN = /^(?:he|she|they|it|we|i)$/;

/** A piece without an amount ("On Monday") belongs to the clause after it. */
function clausesOf(sentence: string): string[] {
  const pieces = sentence.split(CLAUSE_BREAK);
  return pieces.reduce<string[]>((out, piece, i) => {
    const held = out.length > 0 && !AMOUNTISH.test(out[out.length - 1]!.toLowerCase()) && i > 0;
    return held ? [...out.slice(0, -1), `${out[out.length - 1]!}, ${piece}`] : [...out, piece];
  }, []);
}

function sentences(facts: string): string[] {
  return facts.split(/(?<=[.!?])\s+/).map((s) => s.replace(/[.!?]+$/, '').trim()).filter(Boolean);
}

/** The actor as the first clause names it: a capitalised name of the original text, or a pronoun. */
function actorOf(subject: string, facts: string): boolean {
  return PRONOUN.test(subject) || /^(?:a|the) [a-z]+$/.test(subject) || new RegExp(`(?:^|[^A-Za-z])${subject.charAt(0).toUpperCase()}${subject.slice(1)}\\b`).test(facts);
}

export function readPeriodStory(facts: string): PeriodStory | null {
  const text = tidyText(facts);
  const amounts: PeriodAmount[] = [];
  let [actor, pronoun, verb, previous] = [null as string | null, null as string | null, null as string | null, null as string | null];
  for (const sentence of sentences(text)) {
    const lower = sentence.toLowerCase();
    if (!AMOUNTISH.test(lower) && periodsIn(lower).length === 0) {
      if (NOT_SCENERY.test(lower) || SOMEONE_ELSE.test(lower) || /\s[A-Z][a-z]+/.test(sentence)) return null;
      continue;
    }
    for (const clause of clausesOf(sentence)) {
      const read = readPeriodClause(clause, { actor, pronoun, verb, previous });
      if (!read || amounts.some((a) => a.period === read.period)) return null;
      if (actor === null && !actorOf(read.subject, text)) return null;
      if (actor === null) actor = read.subject;
      if (PRONOUN.test(read.subject) && read.subject !== actor) pronoun = read.subject;
      verb = read.verb;
      previous = read.period;
      amounts.push(read);
    }
  }
  // "14 donuts … 4 times as many muffins": every amount counts the first one's thing.
  const names = amounts[0]?.names ?? [];
  if (names.length === 0 || amounts.some((a) => a.names.length > 0 && !a.names.some((n) => names.includes(n)))) return null;
  return actor && verb && amounts.length >= 2 ? { actor, verb, amounts, names } : null;
}
