import { exact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity } from './read-story.js';
import { describe, showAnswer } from './wording.js';
import { singular } from './words.js';

/**
 * Equal groups with one more step, the way a teacher names them:
 * - groups then a change: "3 packages of cupcakes, 4 cupcakes in each package; she ate 5: how many
 *   are left?" → 3 × 4 − 5; "4 packs, 10 crayons in each, 6 extra crayons: how many altogether?";
 * - a total then put into groups: "76 games, sold 46, packed the rest 5 into each box: how many
 *   boxes?" → (76 − 46) ÷ 5; "17 bears and a shipment of 10, 9 on each shelf: how many shelves?".
 * Every other number of the story must be a count of the grouped thing with a plain verb (taken away
 * or added); a total that does not divide evenly is rounded up only for a need ("how many boxes did he
 * need") and down only for what can be made ("how many bags could she fill"), otherwise declined.
 */
const TAKEN = /\b(?:utilized|consumed|ate|eaten|eats?|gave|give[sn]?|sold|sells?|lost|loses?|used|uses?|broke|broken|spent|threw|wilted|died|spoiled|quit|left|donated|returned|took|takes?)\b/;
const ADDED = /\b(?:extra|more|another|also|found|finds?|got|gets?|received|receives?|bought|buys?|picked|added|adds?|brought|brings?|shipment|plus)\b/;
const OUT_OF_SCOPE = /\b(?:than|times|twice|half|third|quarter|percent|each of (?:them|us)|per cent|every other|dozens?|both|average|some|rest of (?:his|her|their) [a-z]+ had|how many more|how many fewer|how much more)\b|%|\$/i;
const NEED = /\b(?:need|needs|needed|have to|has to|had to|required|to (?:hold|fit|carry|pack|take|seat) all)\b/;
const MADE = /\b(?:could|can|full|fully|filled|complete|whole)\b/;
const LEFT_Q = /\b(?:left|remain|remaining|now)\b/;
const REST = /\b(?:remaining|remainder|the rest|leftover)\b/i;
const ALL_Q = /\b(?:altogether|in all|total|all together|in total|have|has|had|are there|were there)\b/;

type Signed = { q: Quantity; sign: 1 | -1 };

/** A count of the grouped thing: the first one starts the story; later ones are taken away or added by their verb. */
function signed(amounts: readonly Quantity[], startFree: boolean): Signed[] | null {
  const out: Signed[] = [];
  for (const [i, q] of amounts.entries()) {
    const words = `${q.lead.split(/[,;]| but | and then /).pop() ?? ''} ${q.trail}`.toLowerCase();
    // "Her sister ate 4 of them", "Tom gave 6 away": another person's change is not the owner's.
    // ("18 of the flowers wilted": the things themselves are no other person.)
    const before = (words.split(TAKEN)[0] ?? '').replace(/^\s*(?:if\s+)?of (?:the|them|those|these|his|her|their) [a-z]+\s*$/, '');
    if (i > 0 && (/\b(?:his|her|their|my|our|a|an|the|[a-z]+'s)\s+[a-z]+\s+(?:[a-z]+\s+)?$/.test(before) || (q.owner !== null && q.owner !== amounts[0]!.owner))) return null;
    // "6 of the apples they picked are not ripe": a clause that both adds and takes, or says "not", is no plain change.
    if (i > 0 && (/\b(?:not|never|no)\b|n't\b/.test(q.clause) || (TAKEN.test(q.clause) && ADDED.test(q.clause)))) return null;
    const taken = TAKEN.test(words);
    const added = ADDED.test(words);
    if (i === 0 && startFree && !taken) out.push({ q, sign: 1 });
    else if (taken && !added) out.push({ q, sign: -1 });
    else if (added && !taken) out.push({ q, sign: 1 });
    // "23 chocolate chip cookies and 25 oatmeal cookies": parts listed together add up.
    else if (i > 0 && startFree && !taken && !added && q.sentence === amounts[i - 1]!.sentence && (q.unit !== '' || named(q, amounts[0]!.unit)) && !q.inherited && /^(?:\s*and\s*)?$/.test(q.lead) && q.trail.trim().split(/\s+/).length <= 3) out.push({ q, sign: 1 });
    else return null;
  }
  return out;
}

/** "sold 46 of them", "started out with 76": a count that names no thing counts the story's thing. */
const sameThing = (q: Quantity, thing: string): boolean => q.unit === thing || named(q, thing) || (q.unit === '' && (q.of === null || q.of === 'them'));
/** "44 returning players", "6 giant stuffed bears": the thing named within the words after the number. */
const named = (q: Quantity, thing: string): boolean => q.trail.trim().split(/\s+/).slice(0, 3).some((w) => singular(w.toLowerCase()) === thing);
/** "60 seats on each bus": room for whatever the story counts. */
const ROOM = /^(?:seat|space|spot|place)$/;

function steps(question: string, used: Quantity[], sentence: string, note: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: used.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'rest-then-groups' },
    { kind: 'check', statement: note, holds: true },
  ];
}

const sumOf = (parts: readonly Signed[]): Exact => parts.reduce((t, p) => (p.sign > 0 ? t.add(exact.fraction(p.q.value)) : t.sub(exact.fraction(p.q.value))), exact.fraction(0));
const written = (parts: readonly Signed[]): string => parts.map((p, i) => `${i === 0 ? '' : p.sign > 0 ? ' + ' : ' - '}${p.q.value}`).join('');
const changed = (parts: readonly Signed[]): string => parts.map((p) => `${p.sign > 0 ? ' + ' : ' - '}${p.q.value}`).join('');

/** The number of groups a total fills, rounded only where the question says how. */
function groupsFor(total: Exact, size: Exact, question: string): { value: Exact; note: string } | null {
  const q = total.div(size).floor();
  const r = total.sub(q.mul(size));
  if (r.equals(0)) return { value: q, note: `${q.toString()} × ${size.toString()} = ${total.toString()}` };
  if (NEED.test(question)) return { value: q.add(1), note: `${q.toString()} groups hold ${q.mul(size).toString()}, so the ${r.toString()} left need one more` };
  if (MADE.test(question)) return { value: q, note: `${q.toString()} full groups; ${r.toString()} are left over` };
  return null;
}

export function solveGroupsThen(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || OUT_OF_SCOPE.test(statement) || story.questionQuantities.length > 0) return null;
  const all = story.quantities;
  if (all.length < 2 || all.some((q) => !Number.isInteger(q.value) || q.value <= 0)) return null;
  const sizes = all.filter((q) => q.per !== null && q.per !== 'each' && q.per !== q.unit && q.unit !== '');
  const size = sizes[0];
  if (sizes.length !== 1 || !size?.per) return null;
  // "bouquets with 7 flowers in each one": the groups are the ones the clause names before "with".
  const before = size.per === 'one' ? /([a-z]+) with\s*$/.exec(size.lead)?.[1] : undefined;
  const group = before ? singular(before) : size.per;
  const thing = size.unit;
  const question = story.question.text.toLowerCase();
  const counts = all.filter((q) => q !== size && q.unit === group);
  const amounts = all.filter((q) => q !== size && !counts.includes(q));
  const known = amounts.find((q) => q.unit !== '')?.unit ?? thing;
  if (amounts.length === 0 || amounts.some((q) => !sameThing(q, thing) && !(ROOM.test(thing) && sameThing(q, known)))) return null;
  if (counts.length === 1) {
    // Groups then a change: the grouped things counted, then some taken away or added.
    const groups = counts[0]!;
    if (groups.of !== null && groups.of !== thing) return null;
    if (story.question.unit !== null && story.question.unit !== thing) return null;
    const changes = signed(amounts, false);
    if (!changes || groups.sentence > size.sentence + 1 || amounts.some((q) => q.sentence < groups.sentence)) return null;
    const taking = changes.some((c) => c.sign < 0);
    if (taking ? !LEFT_Q.test(question) : !ALL_Q.test(question) || LEFT_Q.test(question)) return null;
    const start = exact.fraction(groups.value).mul(exact.fraction(size.value));
    const value = start.add(sumOf(changes));
    if (value.compare(0) <= 0) return null;
    const sentence = `${groups.value} × ${size.value}${changed(changes)}`;
    return { kind: 'word-problem', steps: steps(story.question.text, [groups, size, ...amounts], sentence, `${start.toString()} in the groups, then the changes give ${value.toString()}`), answer: showAnswer(value, thing) };
  }
  // "making baggies of cookies with 6 cookies in each bag": the groups the clause names are the ones asked.
  const named = story.question.unit !== null && new RegExp(`\\b${story.question.unit.slice(0, -1)}[a-z]* of [a-z ]*$`).test(size.lead);
  if (counts.length > 0 || (story.question.unit !== group && !named) || /\beach\b|\bper\b/.test(question)) return null;
  // A total then put into groups: how many groups it makes.
  const parts = signed(amounts, true);
  if (!parts || amounts.some((q) => q.of !== null && q.of !== 'them' && q.of !== thing)) return null;
  // "bought a game for 27 dollars and wants 6 dollar toys with the remaining money": a rest with nothing taken away misread the story.
  if (REST.test(statement) && !parts.some((p) => p.sign < 0)) return null;
  const total = sumOf(parts);
  if (total.compare(0) <= 0) return null;
  const found = groupsFor(total, exact.fraction(size.value), question);
  if (!found) return null;
  return { kind: 'word-problem', steps: steps(story.question.text, [...amounts, size], `(${written(parts)}) ÷ ${size.value}`, found.note), answer: showAnswer(found.value, story.question.unit ?? group) };
}
