import type { Quantity, Story } from './read-story.js';
import { OF_A_RELATIVE } from '../quantity-graph/kin-refs.js';
import { sameThing, type Candidate } from './schemas.js';

const WHOLE = /\b(?:a total of|in total|in all|altogether|wants|needs|need|calls for|requires|holds|can hold|has room for|is supposed to|plans to|goal|whole|has to|have to|must)\b/;
const PART = /\b(?:already|so far|has|have|had|put in|finished|read|done|drove|walked|ran|painted|sold|bought|made|used|picked|ate|are|is|were)\b/;
const REST_Q = /\b(?:need to|needs to|have to|has to|still|left to|more|rest|other|remaining|second|yet)\b/;

/** "calls for 6 cups of sugar and 14 cups of flour": the 14 has no verb of its own and keeps "calls for". */
function verbLead(story: Story, q: Quantity): string {
  if (/[a-z]{2,}/.test(q.lead) || q.clause.trim().startsWith(q.written) === false) return q.lead;
  const all = story.quantities;
  const previous = all[all.indexOf(q) - 1];
  return previous && previous.sentence === q.sentence ? verbLead(story, previous) : q.lead;
}

/** Part-whole with a missing part: "The recipe wants 8 cups. She already put in 2. How many more does she need?" */
export function missingPart(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  if (!REST_Q.test(q) || /\bthan\b|\beach\b|\bhow long\b/.test(q) || (!story.question.unit && /\bhow much\b/.test(q))) return null;
  const goal = story.questionQuantities.filter((x) => /\bto (?:have|get|make|reach)\b/.test(x.lead));
  const pool = [...story.quantities, ...goal].filter((x) => x.per === null);
  // "How much more money": the dollars of a story told only in dollars.
  const asked = story.question.unit === 'money' && pool.length > 0 && pool.every((x) => x.unit === 'dollar') ? 'dollar' : story.question.unit;
  const unit = asked ?? (new Set(pool.map((x) => x.unit)).size === 1 ? (pool[0]?.unit ?? null) : null);
  const same = pool.filter((x) => sameThing(x, unit, story.question.modifiers, story.question.of, pool));
  if (same.length !== 2 || story.questionQuantities.length !== goal.length) return null;
  // "Mia wants to collect 50 stickers. Her brother has 32.": the brother's amount is no part of Mia's goal, nor is Mia's his.
  if (same.some((x) => OF_A_RELATIVE.test(x.lead)) || OF_A_RELATIVE.test(q)) return null;
  // "Mia wants 50. Tom has 32. How many more does Mia need?": a whole and its part belong to the one asked about.
  const owners = new Set([story.question.subject, ...same.map((x) => x.owner)].filter((o) => o !== null));
  if (owners.size > 1) return null;
  const lead = (x: Quantity): string => verbLead(story, x);
  const wholes = same.filter((x) => WHOLE.test(lead(x)) || goal.includes(x) || /\brest\b/.test(x.clause) === false && /\b(?:a total of)\b/.test(x.clause));
  if (wholes.length !== 1) return null;
  const whole = wholes[0] as Quantity;
  const part = same.find((x) => x !== whole) as Quantity;
  if (!PART.test(lead(part)) && !/\brest\b/.test(part.clause) && !/\b(?:are|is|were)\b/.test(part.trail)) return null;
  if (part.value >= whole.value) return null;
  return { schema: 'missing-part', expression: `${whole.value} - ${part.value}`, used: [whole, part], unit: whole.unit };
}

const RELATION = /(\d+(?:\.\d+)?)\s+(times as (?:many|much)|more|fewer|less)\s+(?:[a-z-]+\s+){0,3}?(?:than|as)\s+(?:the\s+)?([a-z]+)/i;

/** "Ellen has 6 more balls than Marin. Marin has 9 balls." / "Melanie catches 2 times as many trout as Sara." */
export function relation(story: Story): Candidate | null {
  const facts = story.facts.filter((f) => RELATION.test(f));
  if (facts.length !== 1 || story.questionQuantities.length > 0 || /\btimes more\b/i.test(facts[0] ?? '')) return null;
  const match = RELATION.exec(facts[0] ?? '');
  const [amount, kind, other] = [Number(match?.[1]), (match?.[2] ?? '').toLowerCase(), (match?.[3] ?? '').toLowerCase()];
  const relative = story.quantities.find((x) => x.value === amount && x.clause.includes(kind.split(' ')[0] ?? ''));
  const bases = story.quantities.filter((x) => x !== relative && x.owner === other);
  if (!relative || bases.length !== 1 || story.quantities.length !== 2) return null;
  const base = bases[0] as Quantity;
  // The question must ask about the one who is compared, not the base.
  if (story.question.subject !== relative.owner || relative.owner === other) return null;
  if (story.question.unit && story.question.unit !== base.unit) return null;
  const operator = kind.startsWith('times') ? '*' : kind === 'more' ? '+' : '-';
  return { schema: 'relation', expression: `${base.value} ${operator} ${amount}`, used: [base, relative], unit: base.unit };
}
