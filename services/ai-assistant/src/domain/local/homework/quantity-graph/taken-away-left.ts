import { exact, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { plural, showAnswer } from '../story/wording.js';
import { tag } from '../../text/nlp.js';
import { digits } from './read-rates.js';
import { splitQuestion } from './split-question.js';

/**
 * What is left after several amounts are taken from one ("Mia had $75. She spent $30 on a ticket,
 * $13 on food, and $23 on a shirt. How much money does she have left?"): the first number is what
 * there was, every later number is taken away (its own verb says so, or it continues a list after
 * such a verb), all in one unit. Shown only when the left amount plus everything taken gives back
 * the start, computed a second time by mathjs.
 */
const LEFT_Q = /^how (?:many|much)\b.*\b(?:left|remain|remains|remaining|(?:has|have) now)\b/;
// "…, and he kept the rest. How many roses did Ian keep?": the rest kept is what is left.
const KEPT_REST = /,?\s*(?:and\s+)?(?:he |she |they |i |we )?(?:kept|keeps|keeping) the rest(?: for (?:himself|herself|themselves|myself|ourselves))?(?=[.!?]|$)/;
const KEEP_Q = /^how (?:many|much)\b.*\b(?:keep|kept)\b/;
// Anything that adds, compares, shares or scales: the story is more than a start minus parts.
const NOT_TAKEN = /\b(?:received|receives|receive|got|gets|get|found|finds|earned|earns|won|wins|added|adds|more|less|fewer|than|another|again|back|return|returned|returns|given|plus|extra|additional|also|rest|same|each|every|per|half|twice|double|triple|times|third|quarter|fourth|fifth|percent|some|if|would|could|should|will|need|needs|needed|wants?|wanted|dozen|left|remain|remained|remaining|still|instead|all|total|between|among|split|shared?|divided|equally|each other)\b|%|\/|\b(?:gave|gives|give|paid|pays|sent|sends|handed|hands|lent|lends) (?:her|him|them|me|us)\b/;
/** "How many did she keep?": the number alone answers, as the thing is named only by its first word here. */
const UNNAMED_Q = /^how many (?:did|does|do|will|would|has|have|had|are|is|were|was)\b/;
const HAD = /\b(?:has|had|have|brought|saved|saves|baked|made|picked|collected|harvested|bought|contains|contained|there (?:are|were|is|was))\b/;
const TAKEN = /\b(?:spent|spends|spend|gave|gives|give|ate|eats|eat|sold|sells|sell|used|uses|use|lost|loses|lose|took|takes|take|donated|donates|paid|pays|pay|threw|throws|broke|breaks|mailed|sent|sends|consumed|consumes|drank|drinks|read|reads|delivered|delivers)\b/;
const MONEY_TAKEN = /\b(?:bought|buys|buy|purchased|purchases)\b/;
// "… and her friend spent $9 on lunch": someone else's taking is not taken from the start ($39 was shown).
const OTHER_TAKER = /\b(?:her|his|their|my|a|the)\s+(?:[a-z]+\s+)?(?:friends?|brothers?|sisters?|mother|father|mom|dad|sons?|daughters?|cousins?|aunt|uncle|teacher|neighbou?r|classmates?|husband|wife|parents?|grandma|grandpa)\b/;

interface Counted { value: Exact; unit: string; lead: string }

/** Each number of the facts with the word after it ("30 dollars" → dollar) and the text before it, from the number before. */
function counted(facts: string): Counted[] {
  const text = digits(tidyText(facts)).replace(/(\d)-([a-z]+)(?: (?!of\b|and\b)[a-z]+)?/gi, '$1 $2').toLowerCase();
  const out: Counted[] = [];
  let from = 0;
  for (const match of text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?|\.\d+)(?![\d/])/g)) {
    const end = (match.index ?? 0) + match[0].length;
    const word = /^ ([a-z]+)\b/.exec(text.slice(end))?.[1] ?? '';
    const raw = match[1] ?? '';
    out.push({ value: exact.fraction(raw.startsWith('.') ? `0${raw}` : raw), unit: singular(word), lead: text.slice(from, match.index) });
    from = end;
  }
  return out;
}

/** True when every number after the first is taken away: by its own verb, or listed after one in its sentence. */
function allTaken(parts: readonly string[], money: boolean): boolean {
  const [start, ...rest] = parts;
  if (start === undefined || !HAD.test(start) || TAKEN.test(start)) return false;
  let listing = false;
  for (const lead of rest) {
    const takes = TAKEN.test(lead) || (money && MONEY_TAKEN.test(lead));
    // "…, $13 on food, and $23": no verb of its own and no sentence end, so it continues the list.
    const continues = listing && !/[.!?;]/.test(lead) && !tag(lead).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (HAD.test(lead) || (!takes && !continues) || OTHER_TAKER.test(lead)) return false;
    listing = true;
  }
  return true;
}

function askedUnit(question: string, unit: string): boolean {
  const q = question.toLowerCase();
  // "How much money does she have left?", "How much is left?": money; "how much flour" names another thing.
  if (/^how much\b/.test(q)) return (unit === 'dollar' || unit === 'cent') && /^how much (?:money )?(?:is|are|was|were|does|do|did|will|has|have|would)\b/.test(q);
  // "How many did Nancy keep?" names no thing: it asks about the story's one thing.
  if (UNNAMED_Q.test(q)) return true;
  const words = /^how many ([a-z]+(?: [a-z]+)?)/.exec(q)?.[1]?.split(' ') ?? [];
  return words.length > 0 && words.some((w) => plural(unit, exact.fraction(2)) === w);
}

export function solveTakenAwayLeft(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const question = split ? tidyText(split.question) : '';
  const facts = split ? split.facts.toLowerCase().replace(KEPT_REST, '') : '';
  // What was kept is the missing part of the whole: the schema that reads "the rest".
  const asksKept = !!split && KEPT_REST.test(split.facts.toLowerCase()) && KEEP_Q.test(question.toLowerCase());
  const asksLeft = LEFT_Q.test(question.toLowerCase()) || asksKept;
  if (!split || !asksLeft || NOT_TAKEN.test(facts) || /\d/.test(digits(question))) return null;
  const measures = counted(facts);
  const name = measures[0]?.unit ?? '';
  // Every number counts the same thing: "piece" and "pieces", never a bare number or another thing.
  if (measures.length < 3 || !/^[a-z]{2,}$/.test(name) || /^(?:and|or|of|to|on|in|at|for|with|from|the|a|an)$/.test(name)) return null;
  if (measures.some((m) => m.unit !== name) || !askedUnit(question, name)) return null;
  if (!allTaken(measures.map((m) => m.lead), name === 'dollar' || name === 'cent')) return null;
  const [start, ...taken] = measures as [Counted, ...Counted[]];
  const left = taken.reduce((rest, m) => rest.sub(m.value), start.value);
  if (left.s < 0n || left.equals(0) || (left.d !== 1n && name !== 'dollar' && name !== 'cent')) return null;
  const expression = `${show(start.value)} - (${taken.map((m) => show(m.value)).join(' + ')})`;
  // The second way, backward: what is left plus everything taken gives back the start.
  const back = taken.reduce((sum, m) => sum.add(m.value), left);
  if (!back.equals(start.value) || !(exact.evaluate(expression) as Exact).equals(left)) return null;
  const schema = asksKept ? 'missing-parts' : name === 'dollar' || name === 'cent' ? 'money-left' : 'taken-away';
  return { kind: 'word-problem', steps: stepsOf(split.question.trim(), start, taken, left, name, schema), answer: showAnswer(left, UNNAMED_Q.test(question.toLowerCase()) ? '' : name) };
}

function stepsOf(problem: string, start: Counted, taken: readonly Counted[], left: Exact, unit: string, schema: StorySchema): SolutionStep[] {
  const amount = (v: Exact): string => (unit === 'dollar' ? `$${show(v)}` : `${show(v)} ${plural(unit, v)}`);
  return [
    { kind: 'restate', problem },
    { kind: 'facts', facts: [`at the start: ${amount(start.value)}`, ...taken.map((m) => `taken away: ${amount(m.value)}`)] },
    { kind: 'number-sentence', sentence: `${show(start.value)} − (${taken.map((m) => show(m.value)).join(' + ')}) = ?`, schema },
    { kind: 'check', statement: `${[left, ...taken.map((m) => m.value)].map(show).join(' + ')} = ${show(start.value)}, what there was at the start`, holds: true },
  ];
}
