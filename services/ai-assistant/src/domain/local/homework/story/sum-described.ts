import { tag } from '../../text/nlp.js';
import { ownWords } from './compare-described.js';
import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';
import type { Candidate } from './schemas.js';

/**
 * Sum by description: "Jack received 4 emails in the morning, 5 in the afternoon and 8 in the evening.
 * How many emails did Jack receive in the afternoon and evening?" → 5 + 8. Each word joined by "and"
 * in the question picks the one number it describes; the others are left aside on purpose.
 */
const JOINED = /\b([a-z]+) and (?:the |on |in )?([a-z]+)(?:\s+(?:altogether|in all|in total|together|combined))?\s*\??$/i;

export function sumDescribed(story: Story): Candidate | null {
  const q = story.question.text.trim().toLowerCase();
  // "How many red and green peaches …": the describing words come before the thing counted.
  const before = /^how many ([a-z]+) and ([a-z]+) ([a-z]+)\b/.exec(q);
  const units = new Set(story.quantities.map((x) => x.unit));
  // svamp: "How many pages of reading and biology homework …": the kinds joined after "of".
  const ofKinds = /^how many ([a-z]+) of ([a-z]+) (?:[a-z]+ )?and ([a-z]+)\b/.exec(q);
  const listedOf = ofKinds && units.has(singular(ofKinds[1] ?? '')) ? [ofKinds[0], ofKinds[2], ofKinds[3], ofKinds[1]] : null;
  const listed = before && units.has(singular(before[3] ?? '')) ? before : listedOf;
  const joined = listed ? [listed[0], listed[1], listed[2]] : JOINED.exec(q);
  const unit = listed ? singular(listed[3] ?? '') : story.question.unit;
  if (!/^how (?:many|much)\b/.test(q) || !joined || !unit || story.questionQuantities.length > 0) return null;
  if (/\b(?:more|fewer|less|left|each|than|now|remain)\b/.test(q) || story.facts.some((f) => /\b(?:than|times|twice|half|some|gave|lost|sold|ate)\b/i.test(f))) return null;
  const sides = [joined[1] ?? '', joined[2] ?? ''].map((w) => singular(w));
  // Both joined words must describe (an adjective, a day, a time), not name the thing counted.
  if (sides.some((w) => w === unit || w.length < 3) || tag(`${joined[1]} and ${joined[2]}`).some((t) => t.pos === 'VERB')) return null;
  const pool = story.quantities.filter((x) => x.unit === unit && x.per === null);
  const drop = new Set([unit]);
  const picks = sides.map((side) => pool.filter((x) => ownWords(story, x, drop).has(side)));
  const [a, b] = picks.map((p) => (p.length === 1 ? p[0] : undefined)) as [Quantity | undefined, Quantity | undefined];
  if (!a || !b || a === b || pool.length < 3) return null;
  return { schema: 'combine', expression: `${a.value} + ${b.value}`, used: [a, b], unit, selective: true };
}
