import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';
import type { Candidate } from './schemas.js';

/**
 * Compare by description: "How many more blocks did he use to build the tower than he did to build
 * the house?" Each side of "than" is matched to the one number whose own words (its verb, what it
 * counts, who, when) fit that side and not the other; other numbers of the story are left aside.
 */
const QUESTION = /^how (?:many|much) (more|fewer|less) (.+?) than (.+?)\??$/i;
const LIGHT = new Set(['be', 'have', 'do', 'get', 'will', 'would', 'can', 'could', 'many', 'much', 'more', 'how', 'those', 'that', 'one', 'number']);
const STATE = new Set(['leave', 'left', 'remain', 'stay', 'have', 'be', 'do', 'get', 'keep']);
const AUX = /^(?:did|does|do|is|are|was|were|will|would|has|have|had|can|could)$/;

function words(text: string, drop: ReadonlySet<string>): Set<string> {
  const kept = tag(text).filter((t) => ['NOUN', 'VERB', 'ADJ', 'PROPN', 'ADV'].includes(t.pos));
  // "went to the camp" is told by its verb "go": a verb of two letters is a word of its own.
  const own = kept.filter((t) => t.lemma.length > 2 || (t.pos === 'VERB' && t.lemma.length === 2)).map((t) => singular(t.lemma));
  return new Set(own.filter((w) => !LIGHT.has(w) && !drop.has(w)));
}

/** A number's own words; a number after "and" with no verb of its own keeps the verb before it. */
export function ownWords(story: Story, q: Quantity, drop: ReadonlySet<string>): Set<string> {
  const all = [...story.quantities];
  const previous = all[all.indexOf(q) - 1];
  // svamp: "the second chapter is 18 pages" has its own "is": it borrows nothing from the first chapter's.
  const borrowed = previous && previous.sentence === q.sentence && !tag(q.lead).some((t) => t.pos === 'VERB' || t.pos === 'AUX') ? previous.lead : '';
  // svamp: "35 pages long the second chapter is 18 pages": the words after the 35 that lead to the
  // next number ("the second chapter") are that number's, not this one's.
  const next = all[all.indexOf(q) + 1];
  const trail = next && next.sentence === q.sentence && q.trail.trim() !== '' && next.lead.startsWith(q.trail) ? q.trail.split(/\s(?:the|a|an|and)\s/)[0] ?? '' : q.trail;
  return words(`${borrowed} ${q.lead} ${q.modifiers.join(' ')} ${trail} ${q.owner ?? ''}`, drop);
}

/** "than erasers did he have left": the noun is the other side, "did he have left" belongs to both. */
function splitThan(after: string): { side: string; shared: string } {
  const tokens = after.split(/\s+/);
  const aux = tokens.findIndex((t) => AUX.test(t));
  const nounFirst = aux > 0 && tag(tokens.slice(0, aux).join(' ')).every((t) => ['NOUN', 'ADJ'].includes(t.pos));
  return nounFirst ? { side: tokens.slice(0, aux).join(' '), shared: tokens.slice(aux).join(' ') } : { side: after, shared: '' };
}

/** The one number of the pool that fits the side best; null on a tie or no fit at all. */
function bestFit(story: Story, pool: readonly Quantity[], side: ReadonlySet<string>, drop: ReadonlySet<string>): Quantity | null {
  const scored = pool.map((q) => ({ q, score: [...ownWords(story, q, drop)].filter((w) => side.has(w)).length })).sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  return first && first.score > 0 && (!second || first.score > second.score) ? first.q : null;
}

/**
 * A picked number must be a whole amount of its own: not "3 more" added to something, and not one of
 * several numbers of the same person and thing ("brought 2 … then bought 3 more" makes 5 in all).
 */
function increment(q: Quantity): boolean {
  return /^\s*(?:more|extra|additional|another)\b/.test(q.trail.replace(/^\S+\s*/, '')) || /\b(?:more|another|extra)\s*$/.test(q.lead);
}

/** "4 rows of 9 tomato plants": the 9 is one group's contents; the plants in all are 4 × 9. */
function groupContents(story: Story, q: Quantity): boolean {
  const previous = story.quantities[story.quantities.indexOf(q) - 1];
  return !!previous && previous.linked === true && previous.sentence === q.sentence && /\b(?:of|with|containing|holding)\s*$/.test(q.lead);
}

/**
 * svamp: "On monday she had 7 bags. The next day she found 12 more bags. How many more bags did she find
 * on the next day than she had on monday?": "12 more" is what she found, asked by its own act, and the 7
 * is not added to it because the question sets the two against each other.
 */
function standsApart(story: Story, q: Quantity, other: Quantity, side: ReadonlySet<string>): boolean {
  const act = tag(q.lead).filter((t) => t.pos === 'VERB').pop()?.lemma;
  // Every word of the side must be the increment's own ("find on friday" names a day it is not told on).
  const own = ownWords(story, q, new Set());
  const ownAct = increment(q) && !groupContents(story, q) && act !== undefined && side.has(singular(act)) && [...side].every((w) => own.has(w));
  if (!ownAct && (increment(q) || groupContents(story, q))) return false;
  return !story.quantities.some((x) => x !== q && x !== other && x.owner !== null && x.owner === q.owner && x.unit === q.unit && increment(x));
}

export function compareDescribed(story: Story): Candidate | null {
  const match = QUESTION.exec(story.question.text.trim());
  // "After deleting some he had 24 left": an amount told only as "some" may be the one compared.
  if (!match || story.questionQuantities.length > 0 || story.facts.some((f) => /\bthan\b|\btimes\b|\btwice\b|\bhalf\b|\bsome\b/i.test(f))) return null;
  const [, direction, first = '', rest = ''] = match;
  const { side: second, shared } = splitThan(rest);
  const units = new Set(story.quantities.map((q) => q.unit));
  const unitOf = (text: string, besides: ReadonlySet<string> = new Set()): string | null => [...words(text, besides)].find((w) => units.has(w)) ?? null;
  // "How much more money …" counts dollars (or cents) in the story.
  const asked = story.question.unit === 'money' || (story.question.unit === null && story.question.asksMoney) ? ['dollar', 'cent'].find((u) => units.has(u)) ?? null : story.question.unit;
  // svamp: "pages does the second chapter have than the third chapter": a counted word on both sides
  // ("chapter") names whose amount it is, not what is counted.
  const [unitA, unitB] = [unitOf(first) ?? asked, unitOf(second, words(first, new Set())) ?? unitOf(first) ?? asked];
  if (!unitA || !unitB) return null;
  const drop = new Set([unitA, unitB]);
  // Words on both sides tell nothing apart, nor does a shared tail ("does he have left on the phone"),
  // which may describe some numbers of each side but not others.
  const [a, b, both] = [words(first, drop), words(second, drop), words(shared, drop)];
  const onlyA = new Set([...a].filter((w) => !b.has(w) && !both.has(w)));
  const onlyB = new Set([...b].filter((w) => !a.has(w) && !both.has(w)));
  const pool = (unit: string): Quantity[] => story.quantities.filter((q) => q.unit === unit && q.per === null);
  // "How many more pastries than cakes did baker sell?": the sides differ only in what they count, so
  // the shared tail picks within each kind, and must pick one number in each.
  const sidesByKind = onlyA.size === 0 && onlyB.size === 0 && unitA !== unitB;
  // Only an action verb of the tail ("sell") picks; state words ("left", "on the phone") may belong to a
  // whole sentence of the story and not to the one number next to them.
  const action = new Set(tag(shared).filter((t) => t.pos === 'VERB' && !STATE.has(t.lemma)).map((t) => t.lemma));
  // svamp: "How many more eggs does Rebecca have than marbles?": a side named only by its kind takes
  // the one number of that kind the story tells.
  const onlyOne = (unit: string, side: ReadonlySet<string>): Quantity | null => {
    const kind = pool(unit);
    return unitA !== unitB && side.size === 0 && kind.length === 1 ? kind[0]! : null;
  };
  const [pickA, pickB] = sidesByKind ? [action, action] : [onlyA, onlyB];
  const left = onlyOne(unitA, pickA) ?? bestFit(story, pool(unitA), pickA, drop);
  const right = onlyOne(unitB, pickB) ?? bestFit(story, pool(unitB), pickB, drop);
  if (!left || !right || left === right || !standsApart(story, left, right, pickA) || !standsApart(story, right, left, pickB)) return null;
  const [big, small] = direction?.toLowerCase() === 'more' ? [left, right] : [right, left];
  if (big.value <= small.value) return null;
  return { schema: 'compare', expression: `${big.value} - ${small.value}`, used: [big, small], unit: unitA === unitB ? unitA : '', selective: true };
}
