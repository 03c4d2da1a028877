import type { Solved } from '../steps.js';
import { readStory, type Story } from '../story/read-story.js';
import { listedOwners } from '../story/owners-split-words.js';
import { solutionParts, type SolutionParts } from '../story-trust/solution-parts.js';

/**
 * "Nancy, Dan, and Mike grew 15 onions. Nancy grew 2 onions. Dan grew 9 onions. How many onions did Mike
 * grow?": the others' amounts are taken away from a whole the asked owner shares with them, so using them is
 * the reading, not another person's amount added to his. True only when the reading is the whole minus parts,
 * the whole's sentence (or, for "they", the sentence that lists them) names the asked owner and the owner of
 * every part taken away, and every part is someone else's.
 */
const WHOLE_MINUS_PARTS = /^(\d+(?:\.\d+)?)((?: - \d+(?:\.\d+)?)+)$/;

export function jointWholeSplit(story: Story, parts: SolutionParts): boolean {
  const found = WHOLE_MINUS_PARTS.exec(parts.sentence.trim());
  if (parts.schema !== 'missing-part' || !found) return false;
  const wholes = story.quantities.filter((q) => q.written === found[1]);
  const taken = found[2]!.split(' - ').filter(Boolean).map((n) => story.quantities.filter((q) => q.written === n.trim()));
  if (wholes.length !== 1 || taken.some((t) => t.length !== 1)) return false;
  const facts = story.facts.map((f) => f.toLowerCase());
  const wholeSentence = facts[wholes[0]!.sentence] ?? '';
  const listing = /\b(?:they|them)\b/.test(wholeSentence) ? (facts.find((f) => !/\d/.test(f)) ?? '') : wholeSentence;
  const names = (text: string, name: string): boolean => new RegExp(`\\b${name}\\b`).test(text);
  // the asked owner: a name of the question (not its first word) that the listing names
  const asked = [...story.question.text.matchAll(/(?<!^)\b[A-Z][a-z]+\b/g)].map((m) => m[0].toLowerCase()).filter((n) => names(listing, n));
  const partOwners = taken.map((t) => t[0]!.owner);
  return asked.length === 1 && names(listing, asked[0]!) && partOwners.every((o) => o !== null && o !== asked[0] && names(listing, o));
}

/**
 * "Nancy, Dan, and Mike grew 15 onions. … Mike grew 3 onions last year. How many onions did Mike grow?": an amount
 * told of several listed owners belongs to none of them alone; a reading that uses it for one asked owner, other
 * than as the whole the others' parts are taken from, took the list's last name for its owner. Only sums and changes are
 * judged: relations and ratios read a joint amount as the sum it is.
 */
export function jointAmountAsOne(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  if (!story) return null;
  const parts = solutionParts(solved);
  const question = story.question.text;
  // only a sum or a change over the joint amount reads it as one owner's (relations and ratios split it)
  if (!(parts.schema === 'combine' || parts.schema === 'change') || !parts.sentence.includes('+')) return null;
  if (/\b(?:they|them|their|together|combined|altogether|in all|both)\b|\band\b/i.test(question)) return null;
  const joint = story.quantities.filter((q) => parts.numbers.includes(q.value)).some((q) => {
    const sentence = story.facts[q.sentence] ?? '';
    const before = sentence.slice(0, sentence.search(new RegExp(`(?<![\\d.])${q.written.replace('.', '\\.')}(?![\\d.])`)));
    const listed = listedOwners(before);
    return listed !== null && /^\s+(?:all\s+|together\s+|combined\s+)?[a-z]+\s+(?:a\s+(?:combined\s+)?total\s+of\s+)?$/.test(before.slice(listed.end))
      && listed.owners.some((o) => new RegExp(`\\b${o}\\b`).test(question));
  });
  return joint && !jointWholeSplit(story, parts) ? 'an amount of several owners read as one owner\'s' : null;
}
