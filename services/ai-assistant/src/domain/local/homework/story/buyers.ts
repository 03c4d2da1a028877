import { SPENDING } from './change-verbs.js';
import { tag } from '../../text/nlp.js';

/**
 * Who does what each sentence of a story tells (totals topic): its opening name, a relative named
 * through someone ("her sister"), or for a pronoun or a thing the doer of the sentence before.
 */
const PERSON_WORDS = /^(?:she|he|they|it|her|his|their|its|the|a|an|in|on|at|for|if|with|after|before|when|then|last|this|next|yesterday|today)$/i;
const KIN_WORDS = 'father|mother|brother|sister|son|daughter|friend|dad|mom|mum|uncle|aunt|cousin|grandmother|grandfather|grandma|grandpa|husband|wife|neighbou?r|classmate|teacher|partner|boss|roommate';
const KIN = new RegExp(`^(?:her|his|their|my) (?:[a-z]+ )?(?:${KIN_WORDS})\\b`, 'i');
/** "her sister", "his best friend" in a question. */
export const KIN_ASKED = new RegExp(`\\b(?:her|his|their|my) (?:[a-z]+ )?(?:${KIN_WORDS})\\b`);

/** "Ann bought …" names someone; "Each carton cost …", "Now he has …" open with a common word. */
function isName(word: string, sentence: string): boolean {
  // "Spaying her cost $200", "Fixing the roof took …": a gerund opening with its object is an act, not a doer.
  if (new RegExp(String.raw`^${word}\s+(?:her|him|them|it|the|a|an|his|its|their|my|our|your)\b`).test(sentence) && /ing$/.test(word)) return false;
  return tag(sentence).find((t) => t.text === word)?.pos === 'PROPN';
}

/** Who does what a sentence tells: its opening name, a relative ("her sister"), or for a pronoun the one before. */
export function doers(facts: readonly string[]): Array<string | null> {
  const out: Array<string | null> = [];
  facts.forEach((fact, i) => {
    const opening = fact.replace(/^(?:(?:In|On|At|Last|This|Next|Yesterday|Today|Then|Later|For|After|Before)\b[^,]*,\s*)/, '');
    const kin = KIN.exec(opening)?.[0]?.toLowerCase();
    const name = /^([A-Z][a-z]+)\b/.exec(opening)?.[1];
    const previous = i > 0 ? out[i - 1] ?? null : null;
    if (kin) out.push(kin);
    // "Shirts cost $12 each … Tom buys 3 shirts": a word the story also writes in lower case is a thing, not a name.
    else if (name && !PERSON_WORDS.test(name) && !facts.some((f) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(f)) && isName(name, opening)) out.push(name.toLowerCase());
    else out.push(/^(?:she|he)\b/i.test(opening) || i > 0 ? previous : null);
  });
  return out;
}

const BUYING = `(?:${SPENDING}|paid|pays|ordered|orders|got|gets)`;

/** The doer a text names before a buying verb: at its start, or after "and" in the words before a price. */
function namedBuyer(text: string, fact: string, anywhere: boolean): string | null {
  const start = anywhere ? String.raw`(?:^\W*|\b(?:and|but|while|then|whereas)\s+)` : String.raw`^\W*(?:and |but |while |then )?`;
  const kin = new RegExp(`${start}((?:her|his|their) (?:[a-z]+ )?(?:${KIN_WORDS}))\\b`).exec(text)?.[1];
  if (kin) return kin;
  const name = new RegExp(`${start}([a-z]+) (?:[a-z]+ )?${BUYING}\\b`).exec(text)?.[1];
  return name && !PERSON_WORDS.test(name) && new RegExp(`\\b${name[0]!.toUpperCase()}${name.slice(1)}\\b`).test(fact) ? name : null;
}

/** "Joan bought a kite for $5 and Ben bought a hat for $4": a price whose clause or own words name another buyer than the asked one. */
export function otherDoerInClause(clause: string, fact: string, asked: string, lead = ''): boolean {
  const named = namedBuyer(lead, fact, true) ?? namedBuyer(clause, fact, false);
  return named !== null && named !== asked;
}
