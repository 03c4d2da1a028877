import type { Solved, StorySchema } from '../steps.js';
import { readStory } from '../story/read-story.js';
import { GAIN, LOSS } from '../story/change-verbs.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { verbForms, verbOf } from './unread-change-verb.js';

/**
 * A number added or taken away must go the way its own verb says: "discarded 7 before baking 20
 * more" takes the 7 away and adds the 20; a reading that takes both away ("40 - 7 - 20") misread a
 * verb, whatever its other checks say. Money goes by what is sold or bought for it: "sold a hot dog for $3"
 * brings $3 in, "bought a kite for $5" spends the $5.
 */
const SIGNED: ReadonlySet<StorySchema> = new Set(['combine', 'change']);
const MONEY_IN = /\b(?:sold|sells?|selling)\b[^.]*\bfor\s*$/;
const MONEY_OUT = /\b(?:bought|buys?|buying|paid|pays?)\b[^.]*\bfor\s*$/;

/** The sign each number has in a plain sum or difference ("40 - 7 + 20"), or null when it has brackets or other operations. */
function signsOf(sentence: string): Map<number, number> | null {
  if (/[()*/×÷]/.test(sentence)) return null;
  const signs = new Map<number, number>();
  for (const m of sentence.matchAll(/([-+−]?)\s*(\d+(?:\.\d+)?)/g)) {
    const value = Number(m[2]);
    if (signs.has(value)) return null;
    signs.set(value, m[1] === '-' || m[1] === '−' ? -1 : 1);
  }
  return signs;
}

/** Why the reading's signs go against the story's verbs, or null. */
export function verbSignMismatch(statement: string, solved: Solved): string | null {
  const parts = solutionParts(solved);
  const signs = parts.schema && SIGNED.has(parts.schema) ? signsOf(parts.sentence) : null;
  const story = signs ? readStory(statement) : null;
  if (!signs || !story) return null;
  const mixed = [...signs.values()].some((v) => v < 0);
  // The story starts with money someone has ("Tony had $20"), not with a price ("bought a kite for $5 and …").
  const first = story.quantities[0];
  const startsWithMoney = !!first && (first.unit === 'dollar' || first.unit === 'cent') && !MONEY_IN.test(first.lead) && !MONEY_OUT.test(first.lead);
  const wrong = story.quantities.slice(1).find((q) => {
    const sign = signs.get(q.value);
    // "sold a hot dog for $3" brings the $3 in, "bought a kite for $5" spends it, when the story starts with money.
    const money = q.unit === 'dollar' || q.unit === 'cent';
    if (money && sign !== undefined && startsWithMoney && story.quantities.filter((x) => x.value === q.value).length === 1) {
      if (MONEY_IN.test(q.lead) && sign < 0) return true;
      if (MONEY_OUT.test(q.lead) && sign > 0) return true;
    }
    const verb = money ? null : verbOf(q);
    if (sign === undefined || !verb || story.quantities.filter((x) => x.value === q.value).length > 1) return false;
    // "Keith bought 22 of Fred's cards", "3 got off the bus": someone else's act, or a verb turned by its particle.
    if (/^\s*(?:[a-z]+\s+){0,2}(?:of\s+[a-z]+'s|from|off|out|away|down)\b/.test(q.trail) || /\b(?:off|out|away)\s*$/.test(q.lead)) return false;
    const forms = verbForms(verb.text);
    const [gain, loss] = [forms.some((f) => GAIN.test(f)), forms.some((f) => LOSS.test(f))];
    // A sum of losses only ("ate 15, 10 and 5 in total", "lost 558 … how many at first") adds them on purpose.
    return gain !== loss && (gain ? sign < 0 : sign > 0 && mixed);
  });
  return wrong ? `a number against its verb: ${wrong.value}` : null;
}
