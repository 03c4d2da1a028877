import { tag } from '../../text/nlp.js';
import { ownWords } from './compare-described.js';
import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

const LIGHT = new Set(['be', 'have', 'do', 'many', 'much', 'how', 'there', 'total', 'altogether', 'all']);

/** The one candidate whose own words fit the question's describing words best; null on a tie or no fit. */
function described(story: Story, pool: readonly Quantity[], words: readonly string[], unit: string): Quantity | null {
  if (pool.length === 1) return pool[0] ?? null;
  const drop = new Set([unit]);
  const scored = pool.map((q) => {
    const own = ownWords(story, q, drop);
    return { q, score: words.filter((w) => own.has(w) || q.modifiers.includes(w)).length };
  }).sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  return first && first.score > 0 && (!second || first.score > second.score) ? first.q : null;
}

/**
 * Equal groups among other facts: "74 aquariums for freshwater animals and 22 for saltwater animals.
 * Each aquarium has 46 animals. How many saltwater animals?" → 22 × 46; "Each basket has 16 red and 18
 * green peaches. How many red peaches?" → 6 × 16. The question's describing words pick the group count
 * or the rate when there are several; the other numbers are left aside on purpose.
 */
export function groupsDescribed(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  const unit = story.question.unit;
  if (!unit || story.questionQuantities.length > 0 || /\b(?:more|fewer|less|than|left|each|per|every)\b/.test(q)) return null;
  if (story.facts.some((f) => /\b(?:than|times|twice|half|some|gave|lost|sold|ate|spent|used)\b/i.test(f))) return null;
  const given = story.quantities.filter((x) => x.unit === unit && x.per !== null && x.per !== 'each' && x.per !== x.unit);
  const group = given[0]?.per;
  // "Each box has 12 blue pens and 20 black pens": a number with no verb of its own right after a rate is a rate too.
  const rates = [...given, ...story.quantities.filter((x) => x.unit === unit && x.per === null && x.lead.trim() === ''
    && given.some((r) => r.sentence === x.sentence && story.quantities.indexOf(r) === story.quantities.indexOf(x) - 1))];
  if (!group || rates.some((r) => r.per !== group)) return null;
  const counts = story.quantities.filter((x) => x.unit === group && x.per === null);
  if (rates.length + counts.length < 3 || counts.length === 0) return null;
  const words = tag(q).filter((t) => ['NOUN', 'ADJ', 'VERB', 'PROPN'].includes(t.pos) && !LIGHT.has(t.lemma) && t.lemma !== unit).map((t) => t.lemma);
  const rate = described(story, rates, words, unit);
  const count = described(story, counts, words, unit);
  if (!rate || !count) return null;
  return { schema: 'equal-groups', expression: `${count.value} * ${rate.value}`, used: [count, rate], unit, selective: true };
}
