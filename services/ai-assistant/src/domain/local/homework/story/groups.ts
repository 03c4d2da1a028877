import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

const LOSSY = /\b(?:gave|give|gives|sold|lost|ate|broken|broke|used|but|except|left|missing|absent|not|n't)\b/;
const TIME_UNITS = new Set(['hour', 'minute', 'second', 'day', 'week', 'month', 'year']);
const MONEY = new Set(['dollar', 'cent']);

function all(story: Story): Quantity[] {
  return [...story.quantities, ...story.questionQuantities];
}

/** "4 cupcakes in each package", "Each ticket costs $9", "$8 each": exactly one such rate. */
function onlyRate(story: Story): Quantity | null {
  // "scored a total of 81 points … the same for each game" is a total, not an amount per game.
  const rates = all(story).filter((q) => q.per !== null && !/\b(?:total|in all|altogether)\b/.test(q.lead));
  // "each family calls 3 other families": a rate of a thing per the same thing grows in rounds, not one step.
  return rates.length === 1 && rates[0]?.per !== rates[0]?.unit ? (rates[0] ?? null) : null;
}

const DISTANCE = new Set(['mile', 'kilometer', 'meter', 'foot', 'yard', 'centimeter', 'inch']);
const WEIGHT = new Set(['gram', 'kilogram', 'pound', 'ounce', 'ton']);

function asksFor(story: Story, unit: string): boolean {
  const { question } = story;
  if (question.unit === unit) return true;
  const text = question.text.toLowerCase();
  if (question.unit === null && /\bhow far\b/.test(text) && DISTANCE.has(unit)) return true;
  if (question.unit === null && /\bhow long\b/.test(text) && TIME_UNITS.has(unit)) return true;
  if (question.unit === null && /\bhow much\b.*\bweigh/.test(text) && WEIGHT.has(unit)) return true;
  if (MONEY.has(unit) && (question.asksMoney || question.unit === 'money')) return true;
  return false;
}

/** Equal groups: a rate times a number of groups ("27 rows with 16 chairs in each row"). */
/** Questions these schemas do not answer: comparisons, and asking for the amount in each group. */
function notForGroups(story: Story): boolean {
  return /\b(?:more|fewer|less)\b.*\bth[ae]n\b|\bhow (?:many|much) (?:more|fewer|less)\b/i.test(story.question.text);
}

export function equalGroups(story: Story): Candidate | null {
  if (notForGroups(story) || /\b(?:each|per)\b/i.test(story.question.text)) return null;
  const single = perOne(story);
  if (single) return single;
  const rate = onlyRate(story);
  if (!rate || !asksFor(story, rate.unit)) return null;
  const others = all(story).filter((q) => q !== rate);
  const counts = rate.per === 'each'
    ? others.filter((q) => q.sentence === rate.sentence && !MONEY.has(q.unit))
    : others.filter((q) => q.unit === rate.per);
  if (counts.length === 0 || (rate.per === 'each' && counts.length !== 1)) return null;
  // Several groups add up only in a plain "in all" question where every group was simply there.
  const plainTotal = /\b(?:total|in all|altogether|combined)\b/i.test(story.question.text) && story.question.modifiers.length === 0;
  if (counts.length > 1 && (!plainTotal || counts.some((c) => c.inherited || LOSSY.test(`${c.lead} ${c.trail}`)))) return null;
  // Anything else counting the same things would need more than one step.
  if (others.some((q) => !counts.includes(q) && (q.unit === rate.unit || q.unit === counts[0]?.unit))) return null;
  const groups = counts.length === 1 ? `${counts[0]?.value}` : `(${counts.map((c) => c.value).join(' + ')})`;
  return { schema: 'equal-groups', expression: `${groups} * ${rate.value}`, used: [...counts, rate], unit: rate.unit };
}

/** "It takes 4 apples to make 1 pie. How many apples for 504 pies?": the amount for 1, times the count asked. */
function oneOf(story: Story): Candidate | null {
  if (story.quantities.length !== 2 || story.questionQuantities.length !== 1 || onlyRate(story)) return null;
  const count = story.questionQuantities[0] as Quantity;
  const ones = story.quantities.filter((q) => q.value === 1 && q.unit === count.unit && q.unit !== '');
  const amount = story.quantities.find((q) => !ones.includes(q));
  if (ones.length !== 1 || !amount || amount.sentence !== ones[0]?.sentence || !asksFor(story, amount.unit)) return null;
  // The 1 only says "for one": multiplying by it changes nothing, so it is left out of the sentence.
  return { schema: 'equal-groups', expression: `${count.value} * ${amount.value}`, used: [count, amount], unit: amount.unit, selective: true };
}

/** "A bee has 6 legs. How many legs do 2 bees have?": the story gives the amount for one, the question the count. */
function perOne(story: Story): Candidate | null {
  const forOne = oneOf(story);
  if (forOne) return forOne;
  if (story.quantities.length !== 1 || story.questionQuantities.length !== 1 || onlyRate(story)) return null;
  const [amount, count] = [story.quantities[0] as Quantity, story.questionQuantities[0] as Quantity];
  const one = new RegExp(`^(?:a|an|one)\\s+(?:[a-z-]+\\s+)?${count.unit}s?\\b`).test(amount.clause);
  if (!one || !asksFor(story, amount.unit)) return null;
  return { schema: 'equal-groups', expression: `${count.value} * ${amount.value}`, used: [count, amount], unit: amount.unit };
}

/** Grouping: "42 pounds of books, each book weighs 3 pounds; how many books?", or a speed and a distance. */
export function grouping(story: Story): Candidate | null {
  if (notForGroups(story)) return null;
  const rate = onlyRate(story);
  if (!rate?.per || rate.per === 'each') return null;
  const howLong = /\bhow long\b/i.test(story.question.text) && TIME_UNITS.has(rate.per);
  if (story.question.unit !== rate.per && !howLong) return null;
  const totals = all(story).filter((q) => q !== rate && q.unit === rate.unit && q.per === null);
  if (totals.length !== 1 || all(story).some((q) => q !== rate && q.unit === rate.per)) return null;
  const total = totals[0] as Quantity;
  return { schema: 'rate', expression: `${total.value} / ${rate.value}`, used: [total, rate], unit: rate.per };
}

/** "Give 455 cards to your 5 best friends … how many would each get, if you share them equally?" */
function sharedAmong(story: Story): Candidate | null {
  const text = `${story.facts.join(' ')} ${story.question.text}`.toLowerCase();
  if (!/\b(?:equally|share|shared|split|divide|divided)\b/.test(text) || !/\beach\s+(?:get|gets|receive|receives|have|has)\b/.test(story.question.text.toLowerCase())) return null;
  if (story.quantities.length !== 2 || story.questionQuantities.length > 0 || onlyRate(story)) return null;
  const groups = story.quantities.filter((q) => /\b(?:to|among|between|for)\s+(?:[a-z]+\s+){0,3}$/.test(q.lead));
  if (groups.length !== 1) return null;
  const group = groups[0] as Quantity;
  const total = story.quantities.find((q) => q !== group) as Quantity;
  return { schema: 'sharing', expression: `${total.value} / ${group.value}`, used: [total, group], unit: total.unit };
}

/** Sharing: "20 people ride 4 seats; how many people can each seat hold?" */
export function sharing(story: Story): Candidate | null {
  const shared = sharedAmong(story);
  if (shared) return shared;
  const each = /\b(?:each|every|per)\s+([a-z]+)/i.exec(story.question.text)?.[1];
  if (!each || onlyRate(story) || story.questionQuantities.length > 0) return null;
  const groupUnit = each.toLowerCase().replace(/s$/, '');
  const groups = story.quantities.filter((q) => q.unit === groupUnit);
  const target = story.question.unit;
  const totals = story.quantities.filter((q) => q.unit !== groupUnit && (target === null || q.unit === target));
  if (groups.length !== 1 || totals.length !== 1) return null;
  const [group, total] = [groups[0] as Quantity, totals[0] as Quantity];
  // "Ann gave equal numbers of pens to her 5 friends. If Bob had 20 pens": Bob's pens are not what Ann shared.
  if (group.owner && total.owner && group.owner !== total.owner) return null;
  return { schema: 'sharing', expression: `${total.value} / ${group.value}`, used: [total, group], unit: total.unit };
}
