import { exact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { describe, showAnswer } from '../story/wording.js';
import { singular } from '../story/words.js';

/**
 * Whole things shared or packed when they do not come out even: "59 croissants to 8 neighbors
 * equally, how many will be left?" → the remainder; "how many will each get?" → the whole part;
 * "how many buckets will she need?" → one more than the whole part. Checked as total = q × size + r.
 */
const SHARE_VERB = /\b(?:equally|equal (?:number|amount|share)s?|evenly|shares?|shared|sharing|divides?|divided|splits?|distribute[sd]?)\b/i;
/** Words that make a number the size of one group: "a box can hold 18", "3 on each page", "packs of 6". */
const SIZE_CUE = /\b(?:(?:can|could|will|may) (?:only )?(?:take|carry|seat|fit)|holds?|hold up to|capacity of|packs? of|packages? of|groups? of|sets? of|loads? of|(?:in|on|for|to) (?:each|every|a|one) [a-z]+|each|per)\b/i;
const TAKEN = /\b(?:takes?|took|ate|eats|gave|gives|lost|loses|sold|sells|used|uses|broke|spent)\b/i;
const OUT_OF_SCOPE = /\b(?:both|herself|himself|themselves|myself|ourselves|yourself|including|plus|smallest|least|minimum|fewest|greatest|largest|maximum|widest|longest|shortest|times|more than|less than|fewer than|twice|half|then)\b/i;
// asdiv-more: "the vase that isn't full": no word boundary comes between "is" and "n't".
const REMAINDER = /\b(?:extra|left|left ?over|remain|remaining|remainder|unfilled|not (?:be )?full|last (?:day|one|box|bag|page|bus|car|row))\b|n't (?:be )?full\b/i;
const NEEDED = /\b(?:need|needed|required)\b|\bto (?:hold|fit|carry|pack|take|seat|transport) all\b/i;
const TIME = /^(?:second|minute|hour|day|week|month|year)$/;
const WHOLE_PART = /\b(?:each|fully|full|filled|can|could|able)\b/i;
type Asked = 'remainder' | 'short' | 'up' | 'down';

function askedFor(question: string): Asked | null {
  if (/\bhow many (?:more|extra)\b/i.test(question) && NEEDED.test(question)) return 'short';
  if (/\bhow many more\b/i.test(question)) return NEEDED.test(question) ? 'short' : null;
  if (REMAINDER.test(question)) return 'remainder';
  if (NEEDED.test(question)) return 'up';
  return WHOLE_PART.test(question) ? 'down' : null;
}

/** How the smaller number divides the total: the size of one group, or the number of sharers. */
function roleOf(total: Quantity, other: Quantity, statement: string): 'size' | 'sharers' | null {
  if (TAKEN.test((other.lead.split(/[,;]/).pop() ?? '').replace(/\b(?:can|could|will|may) (?:only )?take\b/g, ''))) return null;
  // "Fred could take 233 of them": a person taking is an act, not the room of a bus or a box.
  if (new RegExp(String.raw`\b(?:[A-Z][a-z]+|[Hh]e|[Ss]he|[Tt]hey|I|[Ww]e|[Yy]ou)\s+(?:can|could|will|may)\s+(?:only\s+)?take\s+${other.value}\b`).test(statement)) return null;
  // "to her parents and 3 siblings": the sharers are more than the number says.
  // "split with his 3 siblings": he shares too, so the sharers are one more than the number.
  if (/\b(?:and|with)\s+(?:her|his|their|my|our)?\s*$/.test(other.lead) || /^\s*[a-z]*\s*and\b/.test(other.trail)) return null;
  // "$30 every day" is a rate over time, not the size of a group the total is packed into.
  if (other.per !== null && TIME.test(other.per)) return null;
  // "3 years to save $108000 … if they share": a time is never the number of sharers.
  if (TIME.test(other.unit.replace(/s$/, ''))) return null;
  // groups: "3 trays of 12 cookies" are 36 cookies; the trays are never the sharers of the 12.
  if (other.linked || total.linked) return null;
  if (other.unit === total.unit && (other.per !== null || SIZE_CUE.test(`${other.lead.slice(-30)} ${other.trail.slice(0, 20)}`))) return 'size';
  return other.unit !== total.unit && other.unit !== '' && SHARE_VERB.test(statement) ? 'sharers' : null;
}

/** The question counts what it should for the asked part: the things for a rest or a share, the groups for a need. */
function unitFits(asked: Asked, role: 'size' | 'sharers', questionUnit: string | null, total: Quantity): boolean {
  if (asked === 'remainder' || asked === 'short') return questionUnit === null || questionUnit === total.unit;
  if (role === 'sharers') return asked === 'down' && (questionUnit === null || questionUnit === total.unit);
  return questionUnit !== null && questionUnit !== total.unit;
}

/** The answer for what is asked, with the step that says why. */
function answerFor(asked: Asked, total: Exact, size: Exact): { value: Exact; note: string } | null {
  const q = total.div(size).floor();
  const r = total.sub(q.mul(size));
  const even = `${total.toString()} = ${q.toString()} × ${size.toString()} + ${r.toString()}`;
  if (asked === 'remainder') return r.equals(0) ? null : { value: r, note: `${even}, so ${r.toString()} are left over` };
  if (asked === 'short') return r.equals(0) ? null : { value: size.sub(r), note: `${even}: with ${size.sub(r).toString()} more the ${r.toString()} left over make one more full group of ${size.toString()}` };
  if (asked === 'up') return { value: r.equals(0) ? q : q.add(1), note: r.equals(0) ? even : `${even}: ${q.toString()} are not enough for all ${total.toString()}, so one more makes ${q.add(1).toString()}` };
  return q.equals(0) ? null : { value: q, note: `${even}, so ${q.toString()} whole ones; ${r.toString()} are left over` };
}

function stepsFor(question: string, used: Quantity[], sentence: string, schema: StorySchema, note: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: used.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema },
    { kind: 'check', statement: note, holds: true },
  ];
}

/** Two whole numbers, one the size of a group or the number of sharers, and a question about the whole part, the rest or the need. */
export function solveRemainderDivision(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || OUT_OF_SCOPE.test(statement)) return null;
  const numbers = [...story.quantities, ...story.questionQuantities];
  const asked = askedFor(story.question.text);
  if (numbers.length !== 2 || !asked || numbers.some((n) => !Number.isInteger(n.value) || n.value <= 0)) return null;
  const [total, other] = [...numbers].sort((a, b) => b.value - a.value) as [Quantity, Quantity];
  // question-facts: "after buying a new game for $47": a price paid for another thing is no money to spend.
  if ((total.unit === 'dollar' || total.unit === 'cent') && /\b(?:for|costs?|paid|price of|priced at)\s*\$?\s*$/.test(total.lead)) return null;
  const role = total.value > other.value && total.per === null ? roleOf(total, other, statement) : null;
  if (!role || !unitFits(asked, role, story.question.unit, total)) return null;
  // "7 feathers on each crown … 934 crowns": things per crown times crowns, not one number packed into the other.
  if (role === 'size' && (total.unit === '' || other.per === total.unit)) return null;
  // "… each having 3 chairs. … 9 chairs. How many people can sit?": the groups (tables) must be what the question counts,
  // so a group noun the story never names is no count of its groups.
  const facts = statement.replace(story.question.text, '').toLowerCase();
  if (role === 'size' && story.question.unit && !(facts.match(/[a-z]+/g) ?? []).some((word) => singular(word) === singular(story.question.unit ?? ''))) return null;
  // "how many days" when the size is per hour: a change of time unit this reading does not make.
  const asksTime = story.question.unit !== null && TIME.test(story.question.unit);
  if (asksTime && !new RegExp(`\\b${story.question.unit}`).test(`${other.lead} ${other.trail} ${other.per ?? ''}`)) return null;
  const [t, s] = [exact.fraction(total.value), exact.fraction(other.value)];
  const found = answerFor(asked, t, s);
  // Checked a second way: the whole part times the divisor, plus the rest, gives the total back.
  const whole = t.div(s).floor();
  if (!found || !whole.mul(s).add(t.sub(whole.mul(s))).equals(t) || t.sub(whole.mul(s)).compare(s) >= 0) return null;
  const unit = asked === 'remainder' || asked === 'short' || role === 'sharers' ? total.unit : story.question.unit ?? total.unit;
  const schema: StorySchema = role === 'sharers' ? 'sharing' : 'rate';
  return { kind: 'word-problem', steps: stepsFor(story.question.text, [total, other], `${total.value} ÷ ${other.value}`, schema, found.note), answer: showAnswer(found.value, unit) };
}
