import { tag } from '../../text/nlp.js';
import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { verbOf } from '../guards/unread-change-verb.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { differenceSteps, fits, ownText, sharedUnit, wordsOf } from './difference-asked.js';
import { showAnswer } from './wording.js';

/**
 * "Chris has 18 cards. Charlie has 32 cards. How many fewer cards does Chris have?": two amounts
 * of one thing, the question naming whose is compared. The one it names must fit exactly one number
 * by a word only that number's sentence has; both numbers are had, or done with the asked act, and a
 * change, relation, rate or part in the facts declines (difference-asked.ts has the same sides).
 */
const QUESTION = /^how (?:many|much) (more|fewer|less)\b(.*?)\b(?:do|does|did)\b(.+?)\??$/i;
const BEYOND = /\b(?:times|twice|half|than|each|per|every|rest|remaining|of them|total|double|triple|average|ratio|difference|sum|altogether|in all|more|fewer|less|left|some|gave|give|gives|lost|spent|ate|sold)\b|%|\d\s*\/\s*\d/i;
const LIGHT = new Set(['be', 'have', 'own']);

/** Who is compared and with which act: "the Wildcats" and "score" in "did the Wildcats score this year". */
function askedSide(rest: string): { side: string; act: string } | null {
  const tokens = tag(rest.trim()).filter((t) => t.pos !== 'PUNCT');
  // The act is the last verb ("did the farms produce this year"), or the last word the tagger took for a noun ("did the Wildcats score").
  const verbs = tokens.map((t, i) => (t.pos === 'VERB' || t.pos === 'AUX' ? i : -1)).filter((i) => i > 0);
  const at = verbs.length > 0 ? verbs[verbs.length - 1]! : tokens.length - 1;
  const act = tokens[at];
  if (!act || at < 1) return null;
  return { side: tokens.filter((_t, i) => i !== at).map((t) => t.text).join(' '), act: act.lemma.toLowerCase() };
}

/** The compared number and the other one, or null when the side fits both, neither, or a number has another act. */
function compared(story: Story, side: string, act: string): [Quantity, Quantity] | null {
  const [a, b] = story.quantities as [Quantity, Quantity];
  const verbs = [a, b].map((q) => verbOf(q)?.lemma);
  // "How many more does Ann need?" after what each has asks another thing: the act is having or the numbers' own.
  if (verbs.some((v) => v !== undefined && !LIGHT.has(v) && v !== act) || !(LIGHT.has(act) || verbs.includes(act))) return null;
  const [ownA, ownB] = [wordsOf(ownText(story, a, b)), wordsOf(ownText(story, b, a))];
  const words = wordsOf(side);
  if (fits(words, ownA, ownB) && !fits(words, ownB, ownA)) return [a, b];
  return fits(words, ownB, ownA) && !fits(words, ownA, ownB) ? [b, a] : null;
}

export function solveMoreAsked(statement: string): Solved | null {
  const story = readStory(statement);
  const match = story ? QUESTION.exec(story.question.text) : null;
  if (!story || !match?.[1] || !match[3] || story.quantities.length !== 2 || story.questionQuantities.length > 0 || BEYOND.test(story.facts.join(' '))) return null;
  const asked = askedSide(match[3]);
  const [a, b] = story.quantities as [Quantity, Quantity];
  const unit = sharedUnit(a, b);
  if (!asked || a.per !== null || b.per !== null || unit === '' || (story.question.unit && !unit.endsWith(story.question.unit) && story.question.unit !== a.of)) return null;
  // owners: "than the museum" names someone the story never tells of.
  const than = /\bthan\s+(?:the\s+|a\s+|an\s+)?([a-z]+)/i.exec(match[3])?.[1];
  if (than && !new RegExp(`\\b${than}`, 'i').test(story.facts.join(' '))) return null;
  const pair = compared(story, asked.side, asked.act);
  if (!pair) return null;
  const [larger, smaller] = match[1].toLowerCase() === 'more' ? pair : [pair[1], pair[0]];
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  // Checked a second way: the difference added back to the smaller gives the larger.
  if (value.s < 0n || value.equals(0) || !value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value))) return null;
  return { kind: 'word-problem', steps: differenceSteps(story, larger, smaller, showExact(value, 'decimal')), answer: showAnswer(value, unit) };
}
