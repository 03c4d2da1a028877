import { tag } from '../../text/nlp.js';
import type { Story } from './read-story.js';
import type { Candidate } from './schemas.js';
import { plainVerb, SYNONYMS } from './verb-table.js';

/**
 * Checks of a total or a change against what the question asks (totals topic). Each returns true to
 * decline the reading:
 * - a change taken across different things ("buys 2.5 tons of gravel and sells 1.75 tons of sand"):
 *   selling sand takes nothing from the gravel bought;
 * - a change whose question asks one act ("How many tons did he purchase?"): the net of buying and
 *   selling is not what was bought.
 * A bill asked for one of its things is in `guards/total-asked.ts`.
 */
const CHANGES: ReadonlySet<string> = new Set(['change', 'start-unknown']);
const LIGHT = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'end', 'start', 'begin', 'left', 'leave', 'remain', 'total', 'cost']);

/** Acts a question can ask on their own: what was bought is not what is left after selling ("scored" a final score is). */
const ONE_ACT: ReadonlySet<string> = new Set(['buy', 'sell', 'eat', 'give', 'get', 'find', 'pick', 'use', 'spend', 'earn', 'collect', 'receive', 'take', 'drink', 'make', 'bake', 'catch', 'plant', 'donate', 'pay', 'break', 'throw', 'lose']);

/** The plain verb a word stands for ("purchased" → "buy"), or the word's lemma. */
function plainOf(lemma: string): string {
  const synonym = SYNONYMS.find((s) => s.forms.includes(lemma));
  return synonym?.plain ?? plainVerb(lemma)?.base ?? lemma;
}

export const actsOf = (text: string): Set<string> =>
  new Set(tag(text.toLowerCase()).filter((t) => t.pos === 'VERB' && !LIGHT.has(t.lemma)).map((t) => plainOf(t.lemma)));

/** "buys 2.5 tons of gravel and sells 1.75 tons of sand": a change needs one thing changed. */
function changeAcrossKinds(candidate: Candidate): boolean {
  if (!CHANGES.has(candidate.schema)) return false;
  const kinds = new Set(candidate.used.map((q) => q.of).filter((of): of is string => of !== null && !/^(?:them|it|these|those|this|that|which)$/.test(of)));
  return kinds.size > 1;
}

/** "How many tons did the builder purchase?" after buying and selling: the question asks one of the acts. */
function changeAsksOneAct(story: Story, candidate: Candidate): boolean {
  if (!CHANGES.has(candidate.schema)) return false;
  // "How much did Edward have before he spent his money?": a clause after the question's own verb is no act asked.
  const main = story.question.text.split(/\b(?:before|after|if|when|since|while|because|so that|once|until)\b|,/i)[0] ?? '';
  const asked = [...actsOf(main)].filter((verb) => ONE_ACT.has(verb));
  const acts = candidate.used.map((q) => actsOf(q.lead));
  return asked.some((verb) => {
    const doing = acts.filter((a) => a.has(verb)).length;
    return doing > 0 && doing < acts.length;
  });
}

/** True when a total or a change does not answer what the question asks. */
export function totalMisread(story: Story, candidate: Candidate): boolean {
  return changeAcrossKinds(candidate) || changeAsksOneAct(story, candidate);
}
