import { tag } from '../../text/nlp.js';
import { pastOf } from './past-tense.js';

/**
 * Things not done, asked as the ones done: "Sara had 43 pumpkins. She sold all but 6." (plainly "She
 * did not sell 6.") "How many did she sell?" is told as "She sold some of them and 6 were left", the
 * form the readers know. Only when the question asks for the same act, not negated and not about
 * what is left or kept (then the answer is the 6 themselves, which no reader should take away).
 */
const NOT_DONE = /\b(did|does|do) not ([a-z]+) (\d+(?:\.\d+)?)( of them| [a-z]+)?(?=[,.;!]| and\b|$)/g;
const KEPT = /\b(?:not|n't|never|left|remain(?:s|ed|ing)?|keep|kept|still|rest|other|others)\b/i;

/** "sell" → "selling": the -ing form the one table of past tenses is keyed by. */
function ingOf(base: string): string {
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(base)) return `${base}${base.slice(-1)}ing`;
  return /[^e]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${base}ing`;
}

const thirdOf = (base: string): string => (/(?:s|sh|ch|x|z)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`);

/** The question asks how many were done with this verb: "how many did she sell", "how many were sold". */
function asksDone(question: string, base: string): boolean {
  if (!/\bhow many\b/i.test(question) || KEPT.test(question)) return false;
  return tag(question).some((t) => t.pos === 'VERB' && t.lemma === base);
}

export function plainUndone(story: string): string {
  const question = /[^.?!]*\?\s*$/.exec(story)?.[0] ?? '';
  if (!question) return story;
  return story.replace(NOT_DONE, (all: string, aux: string, base: string, count: string, what: string | undefined, at: number) => {
    if (at >= story.length - question.length || !asksDone(question, base)) return all;
    const past = aux === 'did';
    const verb = past ? pastOf(ingOf(base)) : aux === 'does' ? thirdOf(base) : base;
    if (!verb) return all;
    const things = what && what !== ' of them' ? `${what}` : '';
    return `${verb} some${things || ' of them'} and ${count}${things} ${past ? 'were' : 'are'} left`;
  });
}
