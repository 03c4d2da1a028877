import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

/** Words that say a part was taken away from the total before the rest is grouped or priced. */
const REMOVED = /\b(?:handed|deleted|removed|absent|donated|gave|give|gives|sold|ate|spent|spends|used|lost|broke|threw|didn't|did not|weren't|wasn't|were not|not|broken|cooked|already|finished|painted|graded|read|washed)\b/;

function removedPart(story: Story, unit: string, rate: Quantity): [Quantity, Quantity] | null {
  const same = story.quantities.filter((q) => q !== rate && q.unit === unit && q.per === null);
  if (same.length !== 2) return null;
  const [total, part] = same as [Quantity, Quantity];
  const says = `${part.lead} ${part.trail}`;
  const leftAfter = /^\s*(?:of them\s+)?left\b/.test(part.trail);
  if (!(REMOVED.test(says) || leftAfter) || /\bleft\b/.test(total.trail) || part.value >= total.value) return null;
  return [total, part];
}

/**
 * mawps-guards: "She put 37 pics into one album and put the rest into 2 different albums. How many pictures were in
 * each album?": a part put into one group of its own is set apart before the rest is shared among the other groups
 * ("different", "other" groups of the kind the question asks about).
 */
function placedApart(story: Story, unit: string, group: Quantity, each: string): [Quantity, Quantity] | null {
  const kind = each.replace(/s$/, '');
  const same = story.quantities.filter((q) => q !== group && q.unit === unit && q.per === null);
  if (same.length !== 2 || !new RegExp(`^\\s*(?:different|other|separate|more)\\s+${kind}s?\\b`).test(group.trail)) return null;
  const [total, part] = same as [Quantity, Quantity];
  const apart = new RegExp(`^\\s*(?:[a-z]+\\s+)?(?:into|in) (?:one|a single|a|the first) ${kind}\\b`).test(part.trail) && /\bput\s*$/.test(part.lead);
  return apart && part.value < total.value && !/\bleft\b/.test(total.trail) ? [total, part] : null;
}

/** "She sold 7 bars for $6 each": the money is for the part sold, not for the rest that was kept. */
function soldPriced(part: Quantity, rate: Quantity): boolean {
  return rate.unit === 'dollar' && /\b(?:sold|sells?|selling)\b/.test(part.lead) && !/\b(?:not|n't|never)\b/.test(part.lead);
}

/**
 * Take away, then group or price the rest: "He bought 12 boxes and gave 5 away; each box has 3 pieces"
 * → (12 − 5) × 3; "18 people were invited, 12 didn't come; tables hold 3 people each" → (18 − 12) ÷ 3.
 */
export function restThenGroups(story: Story): Candidate | null {
  if (/\b(?:more|fewer|less)\b.*\bth[ae]n\b/i.test(story.question.text)) return null;
  const rates = [...story.quantities, ...story.questionQuantities].filter((q) => q.per !== null && q.per !== 'each');
  if (rates.length !== 1) return null;
  const rate = rates[0] as Quantity;
  const others = story.quantities.filter((q) => q !== rate);
  const q = story.question.text.toLowerCase();
  // Rate per counted thing: (total − part) things × rate.
  const perThing = removedPart(story, rate.per ?? '', rate);
  const howLong = /\bhow (?:much )?long(?:er)?\b/.test(q) && /^(?:second|minute|hour|day|week)$/.test(rate.unit);
  if (perThing && (story.question.unit === rate.unit || howLong || (story.question.asksMoney && rate.unit === 'dollar'))) {
    const [total, part] = perThing;
    if (others.length !== 2 || soldPriced(perThing[1], rate)) return null;
    return { schema: 'rest-then-groups', expression: `(${total.value} - ${part.value}) * ${rate.value}`, used: [total, part, rate], unit: rate.unit };
  }
  // Rate in the same unit as the total: (total − part) ÷ rate groups.
  const sameUnit = removedPart(story, rate.unit, rate);
  const asksGroups = story.question.unit === rate.per || (rate.per !== null && new RegExp(`\\bhow many\\b.*\\b${rate.per}`).test(q));
  if (sameUnit && asksGroups && others.length === 2) {
    const [total, part] = sameUnit;
    return { schema: 'rest-then-share', expression: `(${total.value} - ${part.value}) / ${rate.value}`, used: [total, part, rate], unit: rate.per ?? '' };
  }
  return null;
}

/**
 * Take away, then share the rest among groups: "17 students tried out; 5 of them didn't get picked and
 * the rest were put into 3 groups. How many students in each group?" → (17 − 5) ÷ 3.
 */
export function restThenShareAmong(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  const each = /\b(?:in|on|for|to)\s+each\s+(?:of\s+the\s+)?([a-z]+)/.exec(q)?.[1];
  if (!each || story.questionQuantities.length > 0 || story.quantities.length !== 3 || story.quantities.some((x) => x.per !== null && x.per !== x.unit)) return null;
  const groups = story.quantities.filter((x) => x.unit === each.replace(/s$/, '') && /\b(?:into|among|between)\s*$/.test(x.lead));
  const group = groups[0];
  if (groups.length !== 1 || !group || story.question.unit === null) return null;
  const removed = removedPart(story, story.question.unit, group) ?? placedApart(story, story.question.unit, group, each);
  if (!removed || !/\brest\b|\bremaining\b|\bthe others\b/.test(story.facts.join(' ').toLowerCase())) return null;
  const [total, part] = removed;
  return { schema: 'rest-then-share', expression: `(${total.value} - ${part.value}) / ${group.value}`, used: [total, part, group], unit: story.question.unit };
}
