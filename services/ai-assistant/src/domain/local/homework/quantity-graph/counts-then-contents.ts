import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { kindOf, sameWhole } from './part-wholes.js';
import { unitsAgree, withUnits } from './unit-math.js';

/**
 * mawps-asdiv: counts of several kinds of container told first, then what each kind holds, the total
 * asked: "They took 2 vans and 3 buses. There were 8 people in each van and 20 people in each bus. How many
 * people went on the field trip?" (2 × 8 + 3 × 20); "16 bicycles and 7 tricycles. Each bicycle has 2
 * wheels and each tricycle has 3 wheels." Every number of the story is one count or one content; each
 * count's kind has exactly one content and each content is for exactly one counted kind; every content
 * counts the asked thing. mathjs multiplies and adds again with the story's own units.
 */
const OTHER_STEPS = /\b(?:than|more|fewer|less|left|remain\w*|rest|only|except|not|never|no|maximum|minimum|could|can|hold|capacity|empty|broken|flat|missing|lost|instead|half|twice|times|double|triple|each other|spare|extra|per cent|percent)\b|n't\b|%/;
/** The question asks one total: no amount for each one, no difference, no change. */
const TOTAL_ASKED = /^how many ([a-z]+)(?: [a-z]+)*\?$/;
const ASKED_SOMETHING_ELSE = /\b(?:each|every|per|more|fewer|less|left|than|difference|remain\w*|average|only)\b/;

/** "taxis" and "taxi", "buses" and "bus": one kind whatever its plural. */
const kindKey = (word: string): string => sameWhole(singular(word)).replace(/(?:es|s)$/, '');

interface Lot { count: Quantity; content: Quantity }

/** Each counted kind with the one content told for it, or null when any number is neither or both. */
function lotsOf(quantities: readonly Quantity[]): Lot[] | null {
  const counts = quantities.filter((q) => q.per === null);
  const contents = quantities.filter((q) => q.per !== null);
  if (counts.length < 2 || counts.length !== contents.length || counts.some((q) => q.unit === '' || q.of !== null)) return null;
  const lots: Lot[] = [];
  for (const count of counts) {
    const matching = contents.filter((c) => kindKey(c.per ?? '') === kindKey(count.unit));
    if (matching.length !== 1 || counts.filter((q) => kindKey(q.unit) === kindKey(count.unit)).length !== 1) return null;
    lots.push({ count, content: matching[0]! });
  }
  return lots;
}

export function solveCountsThenContents(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.questionQuantities.length > 0) return null;
  const question = story.question.text.toLowerCase();
  const facts = story.facts.join(' ').toLowerCase();
  if (OTHER_STEPS.test(facts) || !TOTAL_ASKED.test(question) || ASKED_SOMETHING_ELSE.test(question)) return null;
  const lots = lotsOf(story.quantities);
  if (!lots) return null;
  // Every content counts one thing, and that thing is the asked one (or a kind of the asked whole: people on a bus).
  const thing = sameWhole(lots[0]!.content.unit);
  const asked = sameWhole(singular(TOTAL_ASKED.exec(question)?.[1] ?? ''));
  if (lots.some((l) => sameWhole(l.content.unit) !== thing) || !kindOf(thing, asked)) return null;
  // A count of the asked thing itself ("3 people and 2 vans") would be part of the total: not this shape.
  if (lots.some((l) => kindOf(sameWhole(l.count.unit), asked))) return null;
  const answer = lots.reduce((sum: Exact, l) => sum.add(exact.fraction(l.count.value).mul(exact.fraction(l.content.value))), exact.fraction(0));
  if (answer.d !== 1n || answer.s < 0n || answer.equals(0)) return null;
  const target = new Map([[thing, 1]]);
  const again = lots.map((l) => `(${l.count.value} ${withUnits(new Map([[kindKey(l.count.unit), 1]]))}) * (${l.content.value} ${withUnits(new Map([[thing, 1], [kindKey(l.count.unit), -1]]))})`).join(' + ');
  if (!unitsAgree(again, target, answer)) return null;
  const sentence = lots.map((l) => `${l.count.value} × ${l.content.value}`).join(' + ');
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: story.question.text },
      { kind: 'facts', facts: lots.map((l) => `${l.count.value} ${l.count.unit}, ${l.content.value} ${l.content.unit} in each ${l.content.per}`) },
      { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'equal-groups' },
      { kind: 'check', statement: `${show(answer)} − (${sentence}) = 0`, holds: true },
    ],
    answer: showAnswer(answer, asked === 'person' && thing === 'person' ? 'person' : thing),
  };
}
