import { exact, showDecimal } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity } from './read-story.js';
import { LOSS } from './change-verbs.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * Groups of a told size and one more amount of the same thing, the total asked (asdiv-more): "A chef had 3
 * apples so he ordered 2 more bags. Each bag has 9 apples. How many apples does he have total?" → 2 × 9 + 3,
 * "Edward earned 8 dollars for every lawn he mowed. He mowed 5 lawns and he already had 7 dollars saved up." →
 * 5 × 8 + 7, "She spent 4 minutes on each problem (7 problems) and then 3 minutes checking" → 7 × 4 + 3.
 * Exactly three numbers: the size of one group (its thing per group), the count of those groups (named as the
 * size names them) and an amount of the size's own thing. The groups are gained or done, never filled from
 * what was had ("filled 2 bags with 9 each" takes from the 30 apples); nothing lost or taken away, no
 * relation; the question asks the whole of the size's thing. Checked a second way: the total less the amount,
 * shared over the groups, gives the size back.
 */
const ASKED_TOTAL = /\b(?:total|totaled|in all|altogether|all together|now|have|has|earn|earned|spend|spent|make|made|bake|baked|use)\b/;
const NOT_TOTAL = /\b(?:left|more|each|per|than|remain\w*|every|fewer|less|average|difference|still|need|needs)\b/;
const BEYOND = /\b(?:than|times as|twice|half|fewer|less|left|leaving|remain\w*|percent|instead|only if|took|take|takes|taken|divided|broken|broke|gave|gives|given|removed|missing)\b|%/;
/** Groups made from what was had, not added to it. */
const FILLED = /\b(?:fill|fills|filled|put|puts|pack|packs|packed|place|places|placed|divide|divides|divided|split|splits|share|shares|shared|arrange[sd]?|sort(?:s|ed)?|stack(?:s|ed)?|gave|give|gives|use|uses|used|sold|sell|sells)\b/;

const verbWords = (q: Quantity): string => q.lead.split(/[,;]/).pop() ?? '';

export function solveGroupsPlusPart(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.quantities.length !== 3 || story.questionQuantities.length > 0) return null;
  const question = story.question.text.toLowerCase();
  const facts = story.facts.join(' ').toLowerCase();
  if (!ASKED_TOTAL.test(question) || NOT_TOTAL.test(question) || BEYOND.test(facts)) return null;
  // Anything lost or taken away anywhere in the story ("5 books are taken away") is another step, unless the question asks that act.
  const lost = LOSS.exec(facts)?.[0];
  if (lost && !new RegExp(`\\b${lost}\\b`).test(question)) return null;
  const sizes = story.quantities.filter((q) => q.per !== null && q.per !== 'each');
  const size = sizes[0];
  if (sizes.length !== 1 || !size || size.linked) return null;
  const group = singular(size.per!);
  const counts = story.quantities.filter((q) => q !== size && singular(q.unit) === group);
  const parts = story.quantities.filter((q) => q !== size && q.unit === size.unit && q.per === null && !q.inherited);
  const [count, part] = [counts[0], parts[0]];
  if (counts.length !== 1 || parts.length !== 1 || !count || !part || count === part || count.linked || part.linked) return null;
  // "Each butterfly has 12 black dots and 17 yellow dots": an amount told with the size is the group's too;
  // "adds 6 more pennies to each compartment" is another size; "for 14 shirts" says what the count was spent on.
  if (part.sentence === size.sentence || /\b(?:each|every|per|a piece|apiece)\b/.test(part.clause) || /\bfor\s*$/.test(part.lead)) return null;
  // "How many red peaches": a kind asked leaves out the amounts of other kinds.
  if (story.question.modifiers.length > 0) return null;
  const unit = story.question.unit;
  if (!unit || (unit !== size.unit && !(unit === 'money' && size.unit === 'dollar'))) return null;
  // Nothing taken away, and the groups are gained or done, not filled from what was had.
  if ([count, part, size].some((q) => LOSS.test(verbWords(q)) && !new RegExp(`\\b${LOSS.exec(verbWords(q))?.[0]}\\b`).test(question)) || FILLED.test(verbWords(count))) return null;
  const [c, s, p] = [exact.fraction(count.value), exact.fraction(size.value), exact.fraction(part.value)];
  const total = c.mul(s).add(p);
  if (!total.sub(p).div(c).equals(s) || total.compare(0) <= 0) return null;
  const sentence = `${showDecimal(c)} × ${showDecimal(s)} + ${showDecimal(p)}`;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: story.question.text },
      { kind: 'facts', facts: [count, size, part].map((q) => describe(q, true)) },
      { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'priced-items' },
      { kind: 'check', statement: `(${showDecimal(total)} − ${showDecimal(p)}) ÷ ${showDecimal(c)} = ${showDecimal(s)}, the size of one ${group}`, holds: true },
    ],
    answer: showAnswer(total, size.unit),
  };
}
