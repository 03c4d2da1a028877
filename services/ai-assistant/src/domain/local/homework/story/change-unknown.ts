import { tag } from '../../text/nlp.js';
import { mainClause } from './question-scope.js';
import type { Quantity, Story } from './read-story.js';
import { FINAL, GAIN, LOSS } from './change-verbs.js';
import type { Candidate } from './schemas.js';

/** Verbs whose direction depends on who gives to whom: left to the other schemas. */
const TWO_WAY = new Set(['give', 'take', 'share', 'trade', 'lend', 'borrow', 'pass', 'hand', 'leave']);

/** The question's own verb, as written and as its lemma: "How many did he pick?" → pick. */
function askedVerb(question: string): { text: string; lemma: string } | null {
  const tokens = tag(mainClause(question));
  if (!/^how (?:many|much)\b/i.test(question.trim())) return null;
  const verbs = tokens.filter((t) => t.pos === 'VERB');
  const last = verbs[verbs.length - 1];
  return verbs.length === 1 && last ? { text: last.text.toLowerCase(), lemma: last.lemma } : null;
}

/**
 * "Joan found 70 shells. She gave Sam some. She has 27. How many did she give to Sam?": giving is a loss
 * when the one asked about owns the start and the end, and nobody is given to in the question itself.
 */
function givesAway(story: Story, lemma: string, start: Quantity, end: Quantity): boolean {
  const subject = story.question.subject;
  return lemma === 'give' && subject !== null && start.owner === subject && end.owner === subject
    && !/\b(?:give|gave|given)\s+(?:her|him|them|me|us|you)\b/i.test(story.question.text);
}

function sameSentenceChange(sentence: string, end: Quantity, has: (text: string) => boolean): boolean {
  const before = sentence.toLowerCase().split(end.written)[0] ?? '';
  return /\bsome\b/.test(before) && has(before);
}

/**
 * Change unknown: "Mike had 34 peaches. He picked some more. There are now 86 peaches. How many did
 * he pick?" The start and the end are told, the change is asked: end − start for a gain, start − end
 * for a loss. The story must tell the change itself, with the question's verb and without a number.
 */
export function changeUnknown(story: Story): Candidate | null {
  if (story.quantities.length !== 2 || story.questionQuantities.length > 0) return null;
  const [start, end] = story.quantities as [Quantity, Quantity];
  const unit = start.unit;
  if (unit === '' || end.unit !== unit || start.per !== null || end.per !== null || start.sentence > end.sentence) return null;
  const money = story.question.unit === 'money' && (unit === 'dollar' || unit === 'cent');
  // "Joan found 70 … She has 27": a present "has" after a past start is the end too.
  const present = /\b(?:has|have)\s*$/.test(end.lead) && !/\b(?:has|have)\b/.test(start.lead);
  if (!(FINAL.test(end.clause) || present) || FINAL.test(start.clause) || (story.question.unit !== null && story.question.unit !== unit && !money)) return null;
  const verb = askedVerb(story.question.text);
  if (!verb || (TWO_WAY.has(verb.lemma) && !givesAway(story, verb.lemma, start, end))) return null;
  const gain = !TWO_WAY.has(verb.lemma) && (GAIN.test(verb.text) || GAIN.test(verb.lemma));
  const loss = TWO_WAY.has(verb.lemma) || LOSS.test(verb.text) || LOSS.test(verb.lemma);
  if (gain === loss) return null;
  // The change is told in a sentence of its own between the start and the end, with the same verb.
  const has = (text: string): boolean => tag(text).some((t) => t.lemma === verb.lemma);
  // "She spent some money and has 5 dollars left": the change may come just before the end, with "some".
  const told = story.facts.some((fact, i) => i > start.sentence && i < end.sentence && !/\d/.test(fact) && has(fact))
    || sameSentenceChange(story.facts[end.sentence] ?? '', end, has);
  if (!told) return null;
  const [from, to] = gain ? [end, start] : [start, end];
  if (from.value <= to.value) return null;
  return { schema: 'change-unknown', expression: `${from.value} - ${to.value}`, used: [from, to], unit };
}
