import type { Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { digits, NOT_A_PRODUCT, readMeasures, type Measure } from './read-rates.js';
import { splitQuestion } from './split-question.js';
import { sameThingUnits } from './unit-heads.js';
import { ASKED, chainAnswer } from './rate-per-subunit.js';

/**
 * svamp-shapes: a rate asked per one of something ("How many pages did he read per day?") from rates all told
 * per one of a third thing ("Each book had 249 pages and it took Frank 3 days to finish each book"), beside
 * a count of that third thing ("Frank read 6 books"). The count cancels: 6 × 249 pages over 6 × 3 days is
 * 249 ÷ 3 pages a day, so it is set aside; it must be a plain count of the thing every other number is told
 * per (and of nothing else), and the rates left must then multiply or divide, in exactly one way, into the
 * asked unit per the asked one (mathjs recomputes it with the story's units).
 */
const PER = /\b(?:in|on|at|to|for|of)? ?(?:each|every|per|a|an|one) ([a-z]+)\s*\?$/;

export function solveRateCountCancels(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split || NOT_A_PRODUCT.test(`${split.facts} ${split.question}`.toLowerCase())) return null;
  const q = digits(tidyText(split.question)).toLowerCase().trim();
  if (/\d|\b(?:in all|altogether|total|together|more|less|fewer|left|than)\b/.test(q)) return null;
  const many = ASKED.exec(q)?.[1];
  const perWord = PER.exec(q)?.[1];
  const read = readMeasures(split.facts);
  if (!many || !perWord || !read) return null;
  const words = many.split(' ');
  const thing = [...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' ');
  const { measures, target } = sameThingUnits(read, new Map([[thing, 1], [singular(perWord), -1]]));
  if (target.size !== 2) return null;
  const counted = (m: Measure): string | null => (m.dimension.size === 1 && [...m.dimension.values()][0] === 1 ? [...m.dimension.keys()][0]! : null);
  // The third thing: counted once, in no target, and every other number told per one of it.
  const cancels = measures.filter((m) => {
    const unit = counted(m);
    if (!unit || target.has(unit)) return false;
    const others = measures.filter((o) => o !== m);
    return others.length >= 2 && others.every((o) => (o.dimension.get(unit) ?? 0) === -1 && o.dimension.size === 2);
  });
  if (cancels.length !== 1) return null;
  const kept = measures.filter((m) => m !== cancels[0]);
  return chainAnswer(split.question, kept, target, `the number of ${counted(cancels[0]!)}s cancels out`);
}
