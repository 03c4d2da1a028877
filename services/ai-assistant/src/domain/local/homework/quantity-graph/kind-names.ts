import { singular } from '../story/words.js';
import { MULTIPLIER } from './multipliers.js';
import type { Asked } from './read-question.js';

/**
 * Kinds of things counted through each other, in one list: "There are 25 ducks and 10 less than
 * twice as many geese as ducks", "A farmer has twice as many pigs as cows, and 4 more cows than
 * goats". Each kind is a name of its own ("@goose are 10 less than twice as many as @duck"), so the
 * relation reader solves the list like a story about people. A list with any other item is left as it is.
 */
const N = '(\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
const KIND = '([a-z]+s|geese|mice|sheep|fish|deer|people|children)';
const OWNER = "(?:(?:in|at|on) (?:the |a |an )?[a-z]+(?: [a-z]+)?,? )?(?:there (?:are|were)|(?:the |a |an |(?:Mr|Mrs|Ms|Dr)\\.? )?[A-Za-z]+(?:'s|’s)?(?: [a-z]+)? (?:(?:also|still) )?(?:has|had|have|owns|grows|sells))";
const ITEMS: ReadonlyArray<[RegExp, (m: RegExpExecArray, previous: string | null) => string | null]> = [
  [new RegExp(`^${N} ${KIND}$`), (m) => `@${name(m[2])} are ${m[1]}`],
  [new RegExp(`^(?:${N} (more|fewer|less) than )?(${MULTIPLIER}) as many ${KIND}(?: as ${KIND})?$`),
    (m, previous) => (m[5] ?? previous ? `@${name(m[4])} are ${m[1] ? `${m[1]} ${m[2]} than ` : ''}${m[3]} as many as @${m[5] ? name(m[5]) : previous}` : null)],
  [new RegExp(`^${N} (more|fewer|less) ${KIND} than ${KIND}$`), (m) => `@${name(m[3])} are ${m[1]} ${m[2]} than @${name(m[4])}`],
];

const name = (kind: string | undefined): string => singular(kind ?? '');

function readItem(item: string, previous: string | null): string | null {
  for (const [pattern, write] of ITEMS) {
    const m = pattern.exec(item);
    if (m) return write(m, previous);
  }
  return null;
}

/** One sentence's list of kinds as relation sentences, or null when it is not such a list. */
export function kindList(sentence: string, plainToo = false): string | null {
  const list = new RegExp(`^${OWNER} (.+?)(?: (?:on|in|at) (?:the|their|his|her|its) [a-z]+)?$`, 'i').exec(sentence.trim().replace(/[.!]$/, ''))?.[1];
  if (!list || (!plainToo && !new RegExp(`\\bas many\\b|\\b(?:more|fewer|less) ${KIND} than\\b`).test(list))) return null;
  const out: string[] = [];
  let previous: string | null = null;
  for (const item of list.split(/,\s*(?:and\s+)?|\s+and\s+/)) {
    const read = readItem(item.trim(), previous);
    if (!read) return null;
    out.push(read);
    previous = /^@([a-z]+)/.exec(read)?.[1] ?? previous;
  }
  return out.length > 0 ? `${out.join('. ')}.` : null;
}

/** Who has the listed kinds ("there", "he", "they" name no one new): one list belongs to one owner. */
function owners(sentences: readonly string[]): Set<string> {
  const named = sentences.map((s) => /^(?:(?:in|at|on) [^,]+,? )?(?:the |a |an |(?:mr|mrs|ms|dr)\.? )?([A-Za-z]+)/i.exec(s.trim())?.[1]?.toLowerCase() ?? '');
  return new Set(named.filter((n) => !/^(?:there|he|she|they|it|we|i)$/.test(n)));
}

/** The facts with every list of kinds written as relation sentences; null when none is. */
export function kindsAsNames(facts: string): string | null {
  const sentences = facts.split(/(?<!\b(?:Mr|Mrs|Ms|Dr)\.)(?<=[.!?])\s+/);
  const lists = sentences.map((s) => kindList(s));
  if (!lists.some(Boolean)) return null;
  // "Ann has ten pigs." before such a list: the pigs are one of its kinds.
  const all = sentences.map((s, i) => lists[i] ?? kindList(s, true));
  return owners(sentences.filter((_s, i) => all[i])).size > 1 ? null : sentences.map((s, i) => all[i] ?? s).join(' ');
}

const CATEGORY = /^(?:animal|bird|fruit|flower|pet|plant|tree|vegetable|toy|candy|candie|person|people|student|vehicle|ball|item|thing|fish|insect|bug)s?$/;
const ALL_OF = /^how many ([a-z]+) (?:are there|were there|(?:does|did|do) (?:the |a |an |this |that |(?:mr|mrs|ms|dr)\.? )?[a-z]+ (?:have|own|grow|sell|keep)(?: (?:on|in|at) (?:the|their|his|her|its) [a-z]+)?|(?:are|were) (?:in|on|at) (?:the |a |an )?[a-z]+)(?: in total| altogether| in all| together)?\?$/i;

/**
 * "How many animals are there?", "How many does the farmer have in total?" after a list of kinds:
 * every kind added; null when the question asks for one kind or for a thing the list does not count.
 */
export function askedAllKinds(question: string, kinds: readonly string[]): Asked | null {
  const m = ALL_OF.exec(question.trim());
  const word = m?.[1]?.toLowerCase();
  if (!word || kinds.includes(singular(word))) return null;
  const total = /\b(?:in total|altogether|in all|together)\b/i.test(question);
  return total || CATEGORY.test(word) ? { kind: 'sum', refs: [...kinds], unit: singular(word) } : null;
}
