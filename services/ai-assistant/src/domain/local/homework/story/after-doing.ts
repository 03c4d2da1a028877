import { askedPerson, capitalize, type FactsFirst } from './order-clauses.js';

/**
 * "After giving 28 pears to Dan, how many pears does Sara have left?": the giving is a fact whose
 * subject is the one the question asks about, "Sara gave 28 pears to Dan. How many pears does Sara
 * have left?" Only verbs whose past form is known are rewritten.
 */
const IRREGULAR: Record<string, string> = {
  giving: 'gave', spending: 'spent', buying: 'bought', selling: 'sold', losing: 'lost', taking: 'took', eating: 'ate',
  paying: 'paid', making: 'made', finding: 'found', getting: 'got', putting: 'put', sending: 'sent', reading: 'read',
  cutting: 'cut', throwing: 'threw', breaking: 'broke', catching: 'caught', bringing: 'brought', drinking: 'drank',
  leaving: 'left', keeping: 'kept', having: 'had', running: 'ran', driving: 'drove', riding: 'rode', writing: 'wrote',
  swimming: 'swam', winning: 'won', shopping: 'shopped', dropping: 'dropped', stopping: 'stopped', planning: 'planned',
  setting: 'set', sharing: 'shared', hitting: 'hit', lending: 'lent', feeding: 'fed', building: 'built', seeing: 'saw',
  digging: 'dug', sitting: 'sat', growing: 'grew', drawing: 'drew', flying: 'flew', choosing: 'chose', telling: 'told',
  holding: 'held', wearing: 'wore', teaching: 'taught', hiding: 'hid', shooting: 'shot', stealing: 'stole', meeting: 'met',
  withdrawing: 'withdrew', coming: 'came', going: 'went', doing: 'did', saying: 'said', laying: 'laid', shaking: 'shook',
  forgetting: 'forgot', beginning: 'began', splitting: 'split', sweeping: 'swept', sleeping: 'slept', blowing: 'blew',
  knowing: 'knew', standing: 'stood', spinning: 'spun', quitting: 'quit', betting: 'bet', hurting: 'hurt', fighting: 'fought',
};
// The first verb of the clause and each one joined to it ("deleting 3 songs and adding 20").
const PARTICIPLE = /^([a-z]+ing)\b|\b(?:and|then|and then) ([a-z]+ing)\b/g;

/** The simple past of a verb's -ing form, or null for one not known ("adding" → "added"). */
export function pastOf(participle: string): string | null {
  if (IRREGULAR[participle]) return IRREGULAR[participle];
  const stem = participle.slice(0, -3);
  if (stem.length < 2 || /[aeiouw]$/.test(stem)) return null;
  return /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ied` : `${stem}ed`;
}

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

/** The facts of a question's "After doing …," told with the question's person, or null. */
export function afterDoingFacts(sentence: string): FactsFirst | null {
  const lead = LEADING.exec(sentence);
  const actor = lead ? askedPerson(lead[2]!) : null;
  const facts = lead && actor ? asFacts(lead[1]!, actor) : null;
  return facts ? { facts: [facts], question: capitalize(lead![2]!) } : null;
}
