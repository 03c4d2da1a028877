import { singular, tidyText } from '../story/words.js';
import { markRefs, refsIn } from './refs.js';
import { groupIn, groupIsEveryone } from './group-asked.js';

/**
 * What a relation story's question asks: one named amount ("How many jewels does Siobhan have?"),
 * a sum ("… do Jake and Steven have together?") or a difference ("How much farther did the mouse
 * jump than the grasshopper?"). Null for anything else, including a question with its own numbers.
 */
export type Asked =
  | { kind: 'one'; ref: string; unit: string | null }
  | { kind: 'sum'; refs: string[]; unit: string | null }
  | { kind: 'difference'; larger: string; smaller: string; unit: string | null }
  /** "How many more peaches than apples does Steven have?": one person, two kinds of things. */
  | { kind: 'kinds'; ref: string; larger: string; smaller: string; unit: null };

const MORE = 'more|farther|further|taller|older|longer|heavier|wider|higher|deeper|bigger|larger';
const LESS = 'fewer|less|younger|shorter|lighter|narrower|lower|smaller';
/** "How many brown buttons does Ruth have?": the describing words are part of the thing asked. */
const KIND = /^how many (?:more |fewer )?((?:(?!more\b|fewer\b|of\b|in\b|than\b|(?:does|did|do|is|was|are|were|has|have|had|can|will|would)\b)[a-z-]+ ){1,2}(?!of\b|in\b|than\b|(?:does|did|do|is|was|are|were|has|have|had|can|will|would)\b|(?:long|wide|tall|old|deep|high|heavy|far|away|apart)\b)[a-z-]+) (?:does|did|do|is|was|are|were|has|have|had|can|will|would)\b/;
const TOGETHER = /\b(?:together|altogether|combined|in all|in total|total|both)\b/;

export function readQuestion(question: string, things: readonly string[] = []): Asked | null {
  const tidied = tidyText(question).replace(/^(?:so|then|now),?\s+/i, '');
  const group = groupIn(tidied.toLowerCase());
  // "the 3 boys" is "they": its words are neither a number nor a name the story gives an amount for.
  const marked = markRefs(group ? tidied.replace(new RegExp(`\\b${group.phrase}\\b`, 'i'), 'they') : tidied);
  const lower = marked.toLowerCase();
  if (/\d|\b(?:each|per|every|left|now than|ago|will be|in \d+|average|percent|if)\b/.test(lower.replace(/\bhow old is @[a-z]+ now\b/, ''))) return null;
  if (!/^(?:how|what)\b/.test(lower)) return null;
  // "How many boys are there?" when the story's boys are one of its named amounts.
  const thing = /^how many ([a-z]+) (?:are|were) there\b/.exec(lower)?.[1];
  const refs = refsIn(marked).length === 0 && thing && things.includes(singular(thing)) ? [singular(thing)] : refsIn(marked);
  const unit = /^how (?:many|much) (?:more |fewer |less |total )?([a-z]+)/.exec(lower)?.[1];
  const kind = KIND.exec(lower)?.[1]?.split(' ');
  const asked = kind && kind.length > 1 ? [...kind.slice(0, -1), singular(kind[kind.length - 1]!)].join(' ')
    : unit && !/^(?:more|fewer|less|farther|taller|older|longer|did|does|do|is|was|are|were|money|time)$/.test(unit) ? singular(unit) : null;
  const kinds = /^how many (more|fewer) ([a-z-]+) than ([a-z-]+) (?:does|did|do|is|was) @([a-z]+)\b[^@]*$/.exec(lower);
  if (kinds?.[2] && kinds[3] && kinds[4]) {
    const [a, b] = [singular(kinds[2]), singular(kinds[3])];
    return kinds[1] === 'more' ? { kind: 'kinds', ref: kinds[4], larger: a, smaller: b, unit: null } : { kind: 'kinds', ref: kinds[4], larger: b, smaller: a, unit: null };
  }
  const comparison = new RegExp(`\\bhow (?:many|much) (${MORE}|${LESS})\\b.*\\bth[ae]n (?:@([a-z]+)|(him|her))`).exec(lower);
  if (comparison) {
    const [, word = '', than] = comparison;
    const [first] = refs;
    if (!first || !than || refs.length !== 2 || first === than) return null;
    const less = new RegExp(`^(?:${LESS})$`).test(word);
    return { kind: 'difference', larger: less ? than : first, smaller: less ? first : than, unit: asked };
  }
  if (/\b(?:more|fewer|less|than|difference)\b/.test(lower)) return null;
  if (refs.length >= 2 && (TOGETHER.test(lower) || /@[a-z]+ and @[a-z]+/.test(lower))) return { kind: 'sum', refs, unit: asked };
  // "How many cookies do they have together?": everyone the story names.
  const everyone = [...new Set(things.filter(Boolean))];
  const passive = /^how (?:many|much) [a-z ]+ (?:were|was) [a-z]+(?:ed|en)\b/.test(lower) && TOGETHER.test(lower);
  const counted = group && groupIsEveryone(group, everyone.length) && (TOGETHER.test(lower) || group.count !== null);
  if (refs.length === 0 && everyone.length >= 2 && (counted || passive)) return { kind: 'sum', refs: everyone, unit: asked };
  if (refs.length === 1 && !TOGETHER.test(lower)) return { kind: 'one', ref: refs[0] as string, unit: asked };
  // "How many buttons does Ruth have in all?": all of one owner's kinds (the solver declines unless the story has kinds).
  if (refs.length === 1 && asked) return { kind: 'sum', refs, unit: asked };
  return null;
}
