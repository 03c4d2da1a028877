import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';
import { hasOwnVerb } from './own-verb.js';

/** One reading of a word problem as a number sentence; several readings must agree to be shown. */
import type { StorySchema } from '../steps.js';

export interface Candidate {
  schema: StorySchema;
  expression: string;
  /** The numbers used, with what each one means, for the written steps. */
  used: Quantity[];
  unit: string;
  /** The numbers were picked by what the question describes; the story's other numbers are left aside on purpose. */
  selective?: boolean;
}

export const LOSS = /\b(?:handed out|deleted|gave out|gives out|handed out|decreased|dropped|reduced|ate|eats|eat|gave away|gives away|give away|lost|loses|lose|sold|sells|sell|spent|spends|spend|used|uses|broke|threw|throws|donated|removed|took out|takes out|popped|burst|fell|died|flew away|ran away|left|leaves|cut down|chopped down|paid|pays|washed|crashed|drank|cut off|cut|sawed|trimmed|melted|flew away|wasted|dropped off|took away|takes away|subtracted|discarded|discards|tossed out|tosses out|threw out|throws out|threw away|throws away|got rid of|gets rid of|utilized|utilizes|utilizing|consumed|consumes|departed|depart|departs|withdrew|withdraws)\b/;
export const GAIN = /\b(?:plant|add|collect|win|grow|make|bake|catch|earn|save|join|come|arrive|receive|pick|build|built|bring|brought|get|increased|rose|found|finds|find|bought|buys|buy|got|gets|received|receives|picked|picks|added|adds|collected|collects|won|wins|grew|planted|plants|made|makes|baked|caught|earned|earns|saved|joined|came|arrived|put|placed|purchased|purchases|purchase|enrolled|enrolls|gathered|gathers|harvested|harvests|gives [a-z]+ \d|gave [a-z]+ \d)\b/;
export const FINAL = /\b(?:now|left|remaining|remain|in the end|at the end|total of|in total|altogether|will have|would have|will be|would be)\b/;
const TOTAL_Q = /\b(?:overall|remained|remains|(?:were|was|are|is) still|still (?:have|has|had|left)|in all|altogether|in total|total|together|combined|now|left|remain|remaining|end (?:up )?with|(?:does|did|do|will|would) (?:[a-z']+ ){1,3}have|are there|were there|have in all|(?:are|is) [a-z]+ing)\b/;
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

const sum = (parts: Array<[number, Quantity]>): string =>
  parts.map(([sign, q], i) => `${i === 0 ? (sign < 0 ? '-' : '') : sign < 0 ? ' - ' : ' + '}${q.value}`).join('');

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

/** + for what is gained, − for what is lost, read from the words just before the number. */
function signOf(q: Quantity, previous: { sign: number; sentence: number } | null, subject: string | null, question = ''): number {
  // "to buy some toys" says what for, not what happened.
  const lead = (q.lead.split(/\b(?:while|and|but|then|so)\b/).pop() ?? '').replace(/\bto\s+[a-z]+\b/g, ' ');
  const trail = (q.trail.split(/\b(?:while|and|but|then|so)\b/)[0] ?? '').replace(/\bto\s+[a-z]+\b/g, ' ');
  // "to buy 14 new books": the verb of a "to" phrase right before the number is what happens to it.
  const purpose = /\bto\s+([a-z]+)\s*$/.exec(q.lead)?.[1] ?? '';
  if (purpose && LOSS.test(purpose)) return -1;
  if (purpose && GAIN.test(purpose)) return 1;
  // "picked 2 apples from her tree" when the question is about the tree: they left the tree.
  const source = /\bfrom (?:his|her|their|the|its) ([a-z]+)/.exec(trail)?.[1];
  if (source && question && new RegExp(`\\b(?:on|in|at) the ${source}\\b`).test(question)) return -1;
  // Someone else borrowing or taking "from Mary" or "from her": it leaves the subject.
  if (q.owner !== subject && new RegExp(`\\bfrom (?:him|her|them${subject ? `|${subject}` : ''})\\b`).test(`${lead} ${trail}`)) return -1;
  if (/\b(?:gave|gives|give)\b/.test(lead) && !/\b(?:away|out)\b/.test(lead)) {
    // "she gave him 34": which of the two is the one asked about, the pronouns do not say.
    if (/\b(?:he|she|they|i|we)\s+(?:then\s+|also\s+)?(?:gave|gives|give)\s+(?:him|her|them|me|us)\s+(?:another\s+|more\s+|extra\s+)?$/.test(lead)) return 0;
    // "gave her 19" (to her) but not "gave her mother 34" (her mother is someone else).
    if (new RegExp(`\\b(?:gave|gives|give)\\s+(?:him|her|them|me|us${subject ? `|${subject}` : ''})\\s+(?:another\\s+|more\\s+|extra\\s+|(?:an\\s+)?additional\\s+)?$`).test(lead)) return 1;
    return q.owner === subject ? -1 : 1;
  }
  // Someone else taking "Fred's" cards takes them from Fred; "Albert takes 5 away" takes them from the subject.
  if (subject && q.owner !== subject && q.clause.includes(`${subject}'s`)) return -1;
  if (/\b(?:takes|took|take)\b/.test(lead) && /^\s*(?:[a-z]+\s+)?(?:away|from)\b/.test(trail)) return -1;
  // "Her dad borrowed 18 pennies": someone else borrowing takes them from the subject.
  if (/^\s*(?:his|her|their)\s+[a-z]+\s+(?:borrowed|borrows|stole|steals)\s*$/.test(lead)) return -1;
  if (/\b(?:shares|shared|share)\b/.test(lead) && /\bwith\b/.test(trail)) return -1;
  // "his friend bought 140 cakes from him": it leaves the subject.
  if (GAIN.test(lead) && /\bfrom (?:him|her|them)\b/.test(trail) && q.owner !== subject) return -1;
  if (LOSS.test(lead)) return -1;
  if (GAIN.test(lead)) return 1;
  if (LOSS.test(trail) || /\b(?:were|was|got|are|is|get) (?:broken|eaten|lost|sold|stolen|popped|used|taken|given away)\b|\boff\b|^\s*away\b/.test(trail)) return -1;
  if (GAIN.test(trail)) return 1;
  const ownVerb = hasOwnVerb(lead, trail);
  if (previous && previous.sentence === q.sentence && !ownVerb) return previous.sign;
  if (/^more\b/.test(trail.trim())) return 1;
  if (ownVerb) return 0;
  // No verb says which way it goes: only a plain total may treat it as added.
  return 0;
}

/** Signs in order; with a base, the first number is the starting amount (always +). */
function signs(chosen: readonly Quantity[], subject: string | null, firstIsBase = true, question = ''): Array<[number, Quantity]> {
  const out: Array<[number, Quantity]> = [];
  let previous: { sign: number; sentence: number } | null = null;
  chosen.forEach((c, i) => {
    const own = signOf(c, previous, subject, question);
    // "had 16 music files and 48 video files": a number with no verb at all continues the start.
    const continuesStart = firstIsBase && i === 1 && own === 0 && c.sentence === chosen[0]?.sentence
      && !tag(`${c.lead} ${c.trail}`).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const sign = i === 0 && firstIsBase ? 1 : continuesStart ? 1 : own;
    previous = { sign: own, sentence: c.sentence };
    out.push([sign, c]);
  });
  return out;
}

/** "If her fund was worth $1472 before": the starting amount goes first. */
function startFirst(chosen: Quantity[]): Quantity[] {
  // "discarded 4 before collecting 46 more": a "before" that starts another act says when, not the start.
  const start = chosen.findIndex((c, i) => i > 0 && /\b(?:before(?!\s+[a-z]+ing\b)|at first|initially|originally|to begin with|to start with)\b/.test(c.clause));
  return start > 0 ? [chosen[start] as Quantity, ...chosen.filter((_, i) => i !== start)] : chosen;
}

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
    const changes = signs(chosen.filter((c) => c !== final), story.question.subject, false, q).map(([sign, c]): [number, Quantity] => [-sign, c]);
    if (changes.some(([sign]) => sign === 0)) return null;
    return { schema: 'start-unknown', expression: sum([[1, final], ...changes]), used: [final, ...changes.map(([, c]) => c)], unit: final.unit };
  }
  if (!TOTAL_Q.test(q) || finals.length > 0) return null;
  const subject = story.question.subject;
  const transfer = (c: Quantity): boolean => !!subject && (c.clause.includes(`${subject}'s`) || new RegExp(`\\b(?:gave|gives|give) (?:${subject}|him|her|them)\\b`).test(c.lead)
    || (/\b(?:takes|took)\b/.test(c.lead) && /^\s*(?:[a-z]+\s+)?(?:away|from)\b/.test(c.trail)));
  const owners = new Set(chosen.map((c) => (transfer(c) ? subject : c.owner)));
  if (owners.size > 1 && !/\b(?:together|in all|altogether|in total|total|combined|both|overall)\b/.test(q)) return null;
  const combineWords = /\b(?:together|in all|altogether|in total|total|combined|both|overall)\b/.test(q);
  const parts = signs(chosen, story.question.subject, true, q).map(([sign, c]): [number, Quantity] => [sign === 0 && combineWords ? 1 : sign, c]);
  if (parts.some(([sign]) => sign === 0)) return null;
  // "6522 liters leaked … an additional 5165 liters were lost": the same kind of act as the first, never its opposite.
  if (parts.some(([sign, c], i) => i > 0 && sign < 0 && /\b(?:additional|another|a further)\s*$/.test(c.lead) && (parts[i - 1]?.[0] ?? 0) > 0)) return null;
  // "picked 134 of them": some of what was already counted; adding them would count them twice.
  if (parts.some(([sign, c], i) => i > 0 && sign > 0 && /^\s*of (?:them|the|his|her|their|its)\b/.test(c.trail))) return null;
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
  const than = /\bth[ae]n\s+(?:the\s+|mrs\s+|mr\s+|ms\s+|dr\s+)?([a-z]+)/.exec(q)?.[1] ?? implicit;
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
  const [a, b] = pair as [Quantity, Quantity];
  if (a.value <= b.value) return null;
  return { schema: 'compare', expression: `${a.value} - ${b.value}`, used: [a, b], unit: a.unit };
}
