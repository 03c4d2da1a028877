import type { StorySchema } from '../steps.js';
import { sum, signs, startFirst } from './change-signs.js';
import { FINAL, LOSS } from './change-verbs.js';
import type { Quantity, Story } from './read-story.js';
import { askedHaver } from './asked-haver.js';

/** One reading of a word problem as a number sentence; several readings must agree to be shown. */
export interface Candidate {
  schema: StorySchema;
  expression: string;
  /** The numbers used, with what each one means, for the written steps. */
  used: Quantity[];
  unit: string;
  /** The numbers were picked by what the question describes; the story's other numbers are left aside on purpose. */
  selective?: boolean;
}

const TOTAL_Q = /\b(?:overall|remained|remains|(?:were|was|are|is) still|still (?:have|has|had|left)|in all|altogether|in total|total|together|combined|now|left|remain|remaining|end (?:up )?with|(?:does|did|do|will|would) (?:[a-z']+ ){1,3}have|are there|were there|have in all|(?:are|is) [a-z]+ing)\b|\bthen(?=\s*\?)/;
const START_Q = /\b(?:start(?:ed)? with|begin with|to begin with|at first|initially|originally|in the beginning|at the start|before)\b/;
const COMPARE_Q = /\bhow (?:many|much) (?:more|fewer|less)\b|\bhow much (?:heavier|taller|longer|older|farther|further|bigger|higher|larger|shorter|younger|lighter|cheaper|faster|more expensive)\b/;
const RELATION_FACT = /\b(?:more|fewer|less|lesser|farther|further|times|twice|half|heavier|taller|longer|older|shorter|younger)\b[^.]*\bthan\b|\btwice\b|\bhalf\b|\btimes as\b/;

/** Same unit; the question's describing words and "of" noun must fit when the story uses them at all. */
export function sameThing(q: Quantity, unit: string | null, modifiers: readonly string[], of: string | null = null, all: readonly Quantity[] = []): boolean {
  if (!unit || q.unit !== unit) return false;
  const modifiersUsed = modifiers.some((m) => all.some((x) => x.modifiers.includes(m)));
  const ofUsed = of !== null && all.some((x) => x.of === of);
  // "packs of cake" when the story only has packs of cookies and of groceries: not the same thing.
  if (of !== null && !ofUsed && all.some((x) => x.of !== null && x.of !== 'them' && x.unit === unit)) return false;
  return (!modifiersUsed || modifiers.every((m) => q.modifiers.includes(m))) && (!ofUsed || q.of === of || q.of === null);
}

/** The quantities the question is about; null when the question names nothing they count. */
function relevant(story: Story): Quantity[] | null {
  const { unit, modifiers } = story.question;
  const units = new Set(story.quantities.map((q) => q.unit));
  const target = unit ?? (units.size === 1 ? [...units][0] ?? null : null);
  if (!target) return null;
  const chosen = story.quantities.filter((q) => sameThing(q, target, modifiers, story.question.of, story.quantities));
  // A rate or container that involves the asked thing means this is not adding and taking away.
  if (story.quantities.some((q) => q.per !== null || (q.of !== null && q.of !== 'them' && q.of === target && q.unit !== target))) return null;
  return chosen.length >= 2 ? chosen : null;
}

/** changes: an owner read as "his sister", "her dad" (`owner-of.ts`). */
const relativeOwner = (c: Quantity): boolean => /^(?:his|her|their) [a-z]+$/.test(c.owner ?? '');

const PRONOUNS = /^(?:he|she|they|we|i|you|it)$/;
/** The amount's owner and the asked person are both named, and differ. */
const namedOtherThanAsked = (q: Quantity, asked: string | null | undefined): boolean =>
  !!q.owner && !!asked && !PRONOUNS.test(asked) && !PRONOUNS.test(q.owner) && !relativeOwner(q) && q.owner !== asked;

/** The words just before a number, after the last word that starts a clause. */
const ownLead = (q: Quantity | undefined): string => q?.lead.split(/\b(?:while|and|but|then|so)\b|,/).pop() ?? '';

/** Change and combine: a start, things added and taken away, and the question asks for the result. */
export function additive(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  const found = relevant(story);
  const chosen = found ? startFirst(found) : null;
  if (!chosen || story.questionQuantities.length > 0 || /\b(?:each|by how many)\b/.test(q) || story.facts.some((f) => RELATION_FACT.test(f.toLowerCase()))) return null;
  // "How many pieces did Bobby eat altogether?" counts what was eaten, not what is left.
  const asksAboutChange = !START_Q.test(q) && /\b(?:did|does|do|will|would|can|could)\b.*\b(?:eat|give|sell|spend|use|lose|buy|find|pick|get|need|take|throw|break|drink|pay)\b/.test(q);
  if (COMPARE_Q.test(q) || asksAboutChange) return null;
  const finals = chosen.filter((c, i) => i > 0 && FINAL.test(c.clause));
  // "Josh had some marbles. … How many marbles did he have?": the story starts with an unknown amount.
  const firstFact = story.facts[0] ?? '';
  const someStart = /\bsome\b/i.test(firstFact.split(/\d/)[0] ?? '') && /\b(?:did|was|were)\b/.test(q) && !/\bnow\b|\bleft\b/.test(q);
  if (START_Q.test(q) || someStart) {
    if (finals.length !== 1) return null;
    const final = finals[0] as Quantity;
    if (/\b(?:did|does|do|will)\s+(?:the|a|an)\s+[a-z]+\s+have\b/.test(q)) return null;
    // "Tom … now he has 9. How many did Ann have at first?": the end told is another person's than the one asked.
    if (namedOtherThanAsked(final, story.question.subject)) return null;
    const changes = signs(chosen.filter((c) => c !== final), story.question.subject, false, q).map(([sign, c]): [number, Quantity] => [-sign, c]);
    if (changes.some(([sign]) => sign === 0)) return null;
    return { schema: 'start-unknown', expression: sum([[1, final], ...changes]), used: [final, ...changes.map(([, c]) => c)], unit: final.unit };
  }
  if (!TOTAL_Q.test(q) || finals.length > 0) return null;
  const subject = story.question.subject;
  const transfer = (c: Quantity): boolean => !!subject && (c.clause.includes(`${subject}'s`) || new RegExp(`\\b(?:gave|gives|give) (?:${subject}|him|her|them)\\b`).test(c.lead)
    || (/\b(?:takes|took)\b/.test(c.lead) && /^\s*(?:[a-z]+\s+)?(?:away|from)\b/.test(c.trail)));
  // changes: "her father adds 2", "her dad borrowed 20 nickels from the jar": a relative acting on the first owner's things.
  const relativeActs = (c: Quantity): boolean => relativeOwner(c) && /\b(?:adds|added|add|borrowed|borrows|stole|steals)\s*$/.test(c.lead);
  const owners = new Set(chosen.map((c) => (transfer(c) ? subject : relativeActs(c) ? chosen[0]?.owner : c.owner)));
  if (owners.size > 1 && !/\b(?:together|in all|altogether|in total|total|combined|both|overall)\b/.test(q)) return null;
  const combineWords = /\b(?:together|in all|altogether|in total|total|combined|both|overall)\b/.test(q);
  // changes: "Anna had 30. She gave 6 to Mike. How many does Mike have?": a change starts from the asked person's own amount.
  const base = chosen[0];
  const haver = askedHaver(story);
  if (!combineWords && haver && base && base.owner !== null && base.owner !== haver && !transfer(base)) return null;
  const parts = signs(chosen, story.question.subject, true, q).map(([sign, c]): [number, Quantity] => [sign === 0 && combineWords ? 1 : sign, c]);
  if (parts.some(([sign]) => sign === 0)) return null;
  // "The company used 10 tons of cement and 5.1 tons of sand": a first number itself used up is no start to take the rest from.
  if (LOSS.test(ownLead(chosen[0])) && parts.some(([sign]) => sign < 0) && parts.every(([sign, c]) => sign > 0 || !/[a-z]{3}/.test(ownLead(c)))) return null;
  // "6522 liters leaked … an additional 5165 liters were lost": the same kind of act as the first, never its opposite.
  if (parts.some(([sign, c], i) => i > 0 && sign < 0 && /\b(?:additional|another|a further)\s*$/.test(c.lead) && (parts[i - 1]?.[0] ?? 0) > 0)) return null;
  // "picked 134 of them": some of what was already counted; adding them would count them twice.
  if (parts.some(([sign, c], i) => i > 0 && sign > 0 && /^\s*of (?:them|the|those|these|his|her|their|its)\b/.test(c.trail))) return null;
  return { schema: parts.some(([s]) => s < 0) ? 'change' : 'combine', expression: sum(parts), used: chosen, unit: chosen[0]?.unit ?? '' };
}

/** "How many more balloons does James have than Amy?": the larger minus the smaller, named both ways. */
export function compare(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  if (!COMPARE_Q.test(q) || story.questionQuantities.length > 0) return null;
  if (story.facts.some((f) => RELATION_FACT.test(f.toLowerCase()))) return null;
  // "How many more points did Zach score?" names one side only: the other is the one other owner.
  const owners = [...new Set(story.quantities.map((x) => x.owner))];
  const implicit = owners.length === 2 && owners.includes(story.question.subject) ? owners.find((o) => o !== story.question.subject) ?? '' : '';
  // owners: "than your friend" names the owner "your friend" (`common-owner.ts`).
  const named = /\bth[ae]n\s+(?:the\s+|mrs\s+|mr\s+|ms\s+|dr\s+)?((?:my|your|our)\s+[a-z]+|[a-z]+)/.exec(q)?.[1];
  // "How many more stickers does Mia need to collect?" asks what is still to get, not the gap to the other owner.
  if (!named && /\b(?:need|needs|must|should|has to|have to|want|wants)\b/.test(q)) return null;
  const than = named ?? implicit;
  if (!than) return null;
  const thanUnit = story.quantities.find((x) => x.unit === than.replace(/s$/, '') || x.unit === than);
  let pair: Quantity[];
  if (thanUnit && story.question.unit && thanUnit.unit !== story.question.unit) {
    const a = story.quantities.filter((x) => x.unit === story.question.unit);
    const b = story.quantities.filter((x) => x.unit === thanUnit.unit);
    if (a.length !== 1 || b.length !== 1) return null;
    pair = [a[0] as Quantity, b[0] as Quantity];
  } else {
    const units = new Set(story.quantities.map((x) => x.unit));
    const unit = story.question.unit ?? (units.size === 1 ? [...units][0] : null);
    const same = story.quantities.filter((x) => sameThing(x, unit ?? null, story.question.modifiers));
    if (same.length !== 2) return null;
    // Owners are people; for "the frog" and "the grasshopper" the noun before the verb names the side.
    const side = (x: Quantity): string | null => x.owner ?? /\bthe ([a-z]+) [a-z]+ed\b/.exec(x.lead)?.[1] ?? null;
    const asked = story.question.subject ?? /\b(?:did|does|is|was|were|are) the ([a-z]+)\b/.exec(q)?.[1] ?? null;
    const first = same.find((x) => side(x) === asked);
    const other = same.find((x) => side(x) === than);
    if (!first || !other || first === other) return null;
    pair = [first, other];
  }
  // owners: "How many fewer books does the school have than the library?": the asked side is the smaller one.
  const [a, b] = (/\bhow (?:many|much) (?:fewer|less)\b/.test(q) ? [...pair].reverse() : pair) as [Quantity, Quantity];
  // changes: "gets 14 pieces per house": rates are not the amounts compared.
  if (a.value <= b.value || [a, b].some((x) => x.per !== null || /^\s*(?:[a-z]+\s+){0,3}(?:per|each|every|a|an)\s+[a-z]+\s*$/.test(x.trail))) return null;
  return { schema: 'compare', expression: `${a.value} - ${b.value}`, used: [a, b], unit: a.unit };
}
