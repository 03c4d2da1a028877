import type { Solved } from '../steps.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * mawps-bins: "Tom had 12 red marbles and 8 blue marbles. He put the red marbles in bags with 4 in each
 * bag. How many bags did he use?": parts told apart by a word of their own (red, blue; carnations,
 * roses), and a later sentence or the question that names some of them and not the others. What is
 * put in bags, sold or asked is then only those parts, so a reading that adds every part misreads it.
 */
/**
 * The words that tell one part from the others: its modifiers when every part counts one thing ("red"
 * marbles, "blue" marbles), its thing when the parts are listed with "and" ("6 carnations
 * and 19 roses"); parts of different things told apart ("3 hours … 5 days, and 2 more hours") are not kinds.
 */
function ownWords(added: readonly Quantity[], text: string): string[][] | null {
  const words = (q: Quantity): string[] => q.modifiers.filter((w) => /^[a-z]{3,}$/.test(w) && !/^(?:more|other|extra|new|old)$/.test(w));
  if (added.every((q) => q.unit === added[0]!.unit)) return added.map(words);
  const listed = (a: Quantity, b: Quantity): boolean => new RegExp(String.raw`\b${a.value} [a-z ]+?,? and ${b.value} [a-z]`).test(text);
  if (added.every((q, i) => i === 0 || listed(added[i - 1]!, q))) return added.map((q) => [singular(q.unit)]);
  return null;
}

/** Words that end a noun phrase: what follows says where, how or what was done, not which part. */
const PHRASE_END = /^(?:in|into|on|onto|at|to|for|from|with|of|by|was|were|is|are|did|does|do|had|has|have|will|would|can|could|altogether|together|all|each|every)$/;

/**
 * "the red marbles", "the blue ones", "her roses", "her pencils and crayons": the parts a phrase points
 * at, its words up to where the phrase ends; "each player" is a rate's, not a part's.
 */
function pointedWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:the|those|these|his|her|their|its|our|my|your)\b((?:,? (?:and )?[a-z]+){1,8})/g)) {
    for (const w of m[1]!.replace(/,/g, ' ').split(/\s+/).filter(Boolean)) {
      if (PHRASE_END.test(w)) break;
      out.add(singular(w));
    }
  }
  return out;
}

export function partNamedLater(statement: string, solved: Solved): string | null {
  const parts = solutionParts(solved);
  if (!parts.sentence.includes('+')) return null;
  const story = readStory(statement);
  if (!story) return null;
  const added = story.quantities.filter((q) => parts.numbers.includes(q.value) && !story.questionQuantities.includes(q) && q.per === null);
  if (added.length < 2) return null;
  const words = ownWords(added, statement.toLowerCase());
  if (!words) return null;
  const own = words.map((mine, i) => mine.filter((w) => words.every((other, j) => j === i || !other.includes(w))));
  if (own.some((mine) => mine.length === 0)) return null;
  // The rest of the story: every clause but those that tell the parts, and the question.
  let rest = [...story.facts, story.question.text].join(' ').toLowerCase();
  for (const clause of new Set(added.map((q) => q.clause))) rest = rest.replace(clause, ' ');
  const pointed = pointedWords(rest);
  const named = own.map((mine) => mine.some((w) => pointed.has(w)));
  return named.some(Boolean) && !named.every(Boolean) ? 'a later sentence names only some of the parts added' : null;
}
