import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';
import type { Candidate } from './schemas.js';

/** Any of these near a part means something was taken away or did not count: not a plain sum. */
const NOT_PLAIN = /\b(?:gave|give|gives|lost|loses|ate|eats|sold|sells|used|uses|broke|broken|threw|spent|left|leaves|leaving|not|missing|deleted|fewer|less|than|times|half|rest|added|comes?)\b|n't\b/;
const EACH_Q = /\b(?:each|every|per)\b/;

/**
 * Parts listed together in one sentence ("16 pecan pies and 14 apple pies"), none a share of another
 * ("36 of them"), none taken away: only then do they simply add up.
 */
function plainParts(parts: readonly Quantity[]): boolean {
  const sentence = parts[0]?.sentence;
  return parts.length >= 2 && parts.every((p) => p.per === null && p.sentence === sentence && p.of === null && !/^\s*of\b/.test(p.trail)
    && !NOT_PLAIN.test(`${p.lead} ${p.trail}`));
}

const LIGHT = new Set(['be', 'have', 'do', 'get', 'will', 'would', 'can', 'could', 'many', 'much', 'how', 'total', 'all', 'there']);

/** A word of the question that only some parts have ("saltwater animals", "work yesterday") picks those parts only. */
function questionPicks(story: Story, parts: readonly Quantity[]): boolean {
  const lemmas = (text: string): Set<string> => new Set(tag(text).map((t) => t.lemma));
  const own = parts.map((p) => lemmas(`${p.lead} ${p.modifiers.join(' ')} ${p.trail}`));
  const counted = new Set(story.quantities.map((q) => q.unit));
  const asked = tag(story.question.text).filter((t) => ['NOUN', 'VERB', 'ADJ', 'ADV', 'PROPN'].includes(t.pos) && !LIGHT.has(t.lemma) && t.text.length > 2 && !counted.has(singular(t.text)));
  return asked.some((t) => {
    const having = own.filter((set) => set.has(t.lemma)).length;
    return having > 0 && having < parts.length;
  });
}

const sum = (parts: readonly Quantity[]): string => `(${parts.map((p) => p.value).join(' + ')})`;

/**
 * Parts added, then grouped: "5 shelves of mystery books and 4 shelves of picture books, 8 books on
 * each shelf" → (5 + 4) × 8; "16 pecan pies and 14 apple pies in rows of 5 pies" → (16 + 14) ÷ 5 rows.
 */
export function partsThenGroups(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  if (story.questionQuantities.length > 0 || /\b(?:more|fewer|less|left|than)\b/.test(q) || story.facts.some((f) => /\b(?:than|times|twice|half)\b/i.test(f))) return null;
  const rates = story.quantities.filter((x) => x.per !== null);
  const rate = rates[0];
  if (rates.length !== 1 || !rate || !rate.per || rate.per === 'each' || rate.per === rate.unit) return null;
  const others = story.quantities.filter((x) => x !== rate);
  if (story.question.unit === rate.unit && !EACH_Q.test(q)) {
    const parts = others.filter((x) => x.unit === rate.per);
    if (parts.length !== others.length || !plainParts(parts) || questionPicks(story, parts)) return null;
    return { schema: 'parts-then-groups', expression: `${sum(parts)} * ${rate.value}`, used: [...parts, rate], unit: rate.unit };
  }
  if (story.question.unit === rate.per && story.question.asksHowMany) {
    const parts = others.filter((x) => x.unit === rate.unit);
    if (parts.length !== others.length || !plainParts(parts) || questionPicks(story, parts)) return null;
    return { schema: 'parts-then-rate', expression: `${sum(parts)} / ${rate.value}`, used: [...parts, rate], unit: rate.per };
  }
  return null;
}

/** "2 pictures from her phone and 4 from her camera, sorted into 3 albums: how many in each album?" */
export function partsThenShare(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  const each = /\b(?:in|on|for|to)?\s*(?:each|every)\s+(?:of\s+the\s+)?([a-z]+)/.exec(q)?.[1];
  if (!each || story.questionQuantities.length > 0 || /\b(?:more|fewer|less|than)\b/.test(q)) return null;
  const groupUnit = each.replace(/s$/, '');
  // "into 3 albums with the same amount in each album": the group's own "each" is no rate.
  const groups = story.quantities.filter((x) => x.unit === groupUnit && /\b(?:into|among|between)\s*$/.test(x.lead) && (x.per === null || x.per === x.unit));
  const group = groups[0];
  const unit = story.question.unit;
  if (groups.length !== 1 || !group || !unit) return null;
  const parts = story.quantities.filter((x) => x !== group);
  if (parts.some((p) => p.unit !== unit) || story.quantities.some((x) => x !== group && x.per !== null) || !plainParts(parts) || questionPicks(story, parts)) return null;
  return { schema: 'parts-then-share', expression: `${sum(parts)} / ${group.value}`, used: [...parts, group], unit };
}
