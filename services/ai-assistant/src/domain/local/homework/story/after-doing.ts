import { askedPerson, type FactsFirst } from './order-clauses.js';
import { capitalize } from './words.js';
import { pastOf } from './past-tense.js';
import { NAME_STOP } from './owner-of.js';

/**
 * "After giving 28 pears to Dan, how many pears does Sara have left?": the giving is a fact whose
 * subject is the one the question asks about, "Sara gave 28 pears to Dan. How many pears does Sara
 * have left?" Only verbs whose past form is known are rewritten.
 */
// The first verb of the clause and each one joined to it ("deleting 3 songs and adding 20").
const PARTICIPLE = /^([a-z]+ing)\b|\b(?:and|then|and then) ([a-z]+ing)\b/g;

const LEADING = /^After ([a-z]+ing\b[^?]*?), ((?:how|what)\b[^?]*\?)$/;

/** The facts of the -ing clause with the question's subject in front, or null. */
function asFacts(doing: string, actor: string): string | null {
  let unknown = false;
  const facts = doing.replace(PARTICIPLE, (all, first?: string, joined?: string) => {
    const verb = (first ?? joined)!;
    const past = pastOf(verb);
    if (!past) unknown = true;
    return all.replace(verb, past ?? verb);
  });
  return unknown ? null : `${capitalize(actor)} ${facts}.`;
}

/** The story before names someone, and not the person asked (capitalised words that start no sentence by habit). */
const namesOthers = (before: string, actor: string): boolean => {
  const names = (before.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((word) => !NAME_STOP.has(word));
  return names.length > 0 && !names.includes(actor);
};

/**
 * The facts of a question's "After doing …," told with the question's person, or null. `before` is the
 * story before the question: when it names others but never the person asked ("Lena earns … After walking
 * dogs for 5 weeks, how much will Sam have earned?"), that person did none of its doing. A question that
 * is the whole story ("After receiving 88 caps, how many does Nancy have if she had 91?") is hers.
 */
export function afterDoingFacts(sentence: string, before = ''): FactsFirst | null {
  const lead = LEADING.exec(sentence);
  const actor = lead ? askedPerson(lead[2]!) : null;
  if (actor && /^[A-Z][a-z]+$/.test(actor) && namesOthers(before, actor)) return null;
  const facts = lead && actor ? asFacts(lead[1]!, actor) : null;
  return facts ? { facts: [facts], question: capitalize(lead![2]!) } : null;
}

// para-while: the same "After doing …," leading a statement: "After deleting 31 files, she put the rest into
// folders." is "She deleted 31 files. She put the rest into folders." (the one who acts is the statement's subject).
const LEADING_STATEMENT = /^(?:After|Upon|On) ([a-z]+ing\b[^,?]*?\d[^,?]*?), ((?:[A-Z][a-z]+|he|she|they|it|[Tt]he [a-z]+) [a-z]+\b[^?]*[.!])$/;

/** "After deleting 31 files, Nancy put …." said as two sentences, the doing first; null for other sentences. */
export function afterDoingStatement(sentence: string): string | null {
  const lead = LEADING_STATEMENT.exec(sentence);
  if (!lead) return null;
  const [, doing, rest] = lead;
  const actor = /^(?:[A-Z][a-z]+|he|she|they|it|[Tt]he [a-z]+)/.exec(rest!)![0]!;
  // "Albert combines them with Anne's 10 caps": another person in the statement makes whose doing it was unsure.
  if ((rest!.slice(actor.length).match(/\b[A-Z][a-z]+\b/g) ?? []).some((name) => name !== actor)) return null;
  const facts = asFacts(doing!, actor);
  return facts ? `${facts} ${capitalize(rest!)}` : null;
}
