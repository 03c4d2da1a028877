import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp-val: "how many more did he gain than he lost?" over one amount that changed both ways. "Paul had
 * 71 books. After selling some he bought 38 new ones. He has 116 books now. How many more books did he
 * buy than he sold?" asks the net change, end − start (116 − 71), whatever was sold; "He threw away 6
 * bottle caps while he found 50. Now he has 60. How many more did he find than he threw away?" tells
 * both changes, 50 − 6, the end a fact the question does not need. Each side of "than" names one verb
 * of gain and the other one of loss; every number is the start (the first, a plain state), the end
 * ("now", "left", "altogether") or the change by one of the question's two verbs. A change the story
 * does not number needs both the start and the end; with all four told they must agree. Another
 * owner, a rate, a relation or any other number declines.
 */
interface Verb { lemma: string; sign: 1 | -1; forms: RegExp }
const verb = (lemma: string, sign: 1 | -1, forms: string): Verb => ({ lemma, sign, forms: new RegExp(String.raw`\b(?:${forms})\b`, 'g') });
// Phrasal forms first: "got on" and "got off" are not "got".
const VERBS: readonly Verb[] = [
  verb('get on', 1, 'get on|gets on|got on|getting on|boarded|board'),
  verb('get off', -1, 'get off|gets off|got off|getting off'),
  verb('throw away', -1, 'throw away|throws away|threw away|thrown away|throwing away'),
  verb('give away', -1, 'give away|gives away|gave away|given away|giving away'),
  verb('find', 1, 'find|finds|found|finding'),
  verb('buy', 1, 'buy|buys|bought|buying|purchased|purchase'),
  verb('collect', 1, 'collect|collects|collected|collecting'),
  verb('receive', 1, 'receive|receives|received|receiving'),
  verb('earn', 1, 'earn|earns|earned|earning'),
  verb('pick', 1, 'pick|picks|picked|picking'),
  verb('win', 1, 'win|wins|won|winning'),
  verb('sell', -1, 'sell|sells|sold|selling'),
  verb('spend', -1, 'spend|spends|spent|spending'),
  verb('lose', -1, 'lose|loses|lost|losing'),
  verb('eat', -1, 'eat|eats|ate|eaten|eating'),
  verb('use', -1, 'use|uses|used|using'),
  verb('donate', -1, 'donate|donates|donated|donating'),
];
const QUESTION = /^how (?:many|much) more\b(.*?)\bthan\b(.*?)\??$/i;
// The side after "than": "those he threw away", "what she spent at the store", "the ones that got off".
const THAN_SIDE = /^\s*(?:(?:those|the ones|ones|what|the number)\s+)?(?:(?:that|which)\s+)?(?:(?:he|she|they|it|we|i|you)\s+)?(?:did\s+|had\s+|has\s+|have\s+)?(\w+(?:\s+(?:away|on|off))?)\b/i;
const BEYOND = /\b(?:than|times|twice|half|each|every|per|average|rest|of them|double|triple|percent|instead)\b|%|\d\s*\/\s*\d/i;
const END = /\b(?:now|left|then there (?:were|was|are)|altogether|in the end|at the end|currently|remaining)\b/;
const STATE = /\b(?:had|has|have|there (?:were|was|are|is)|were|was)\s*$/;

/** Every plain verb of the list named in the text, each once. */
function verbsIn(text: string): Verb[] {
  let rest = text.toLowerCase();
  const found: Verb[] = [];
  for (const v of VERBS) {
    if (rest.match(v.forms)) found.push(v);
    rest = rest.replace(v.forms, ' ');
  }
  return found;
}

/** The change verb acting on a number: the last one before it in its clause ("after selling some he bought 38"), else one right after what it counts. */
function verbOf(q: Quantity): Verb[] {
  const lead = (q.lead.split(/\b(?:while|and|but|if|when|because)\b/).pop() ?? '').toLowerCase();
  const last = VERBS.map((v) => ({ v, at: Math.max(-1, ...[...lead.matchAll(v.forms)].map((m) => m.index ?? -1)) })).filter((f) => f.at >= 0);
  if (last.length > 0) return [last.reduce((a, b) => (b.at > a.at ? b : a)).v];
  return verbsIn(q.trail);
}

type Role = 'start' | 'end' | 'left' | 'right';

function roleOf(q: Quantity, index: number, left: Verb, right: Verb): Role | null {
  const verbs = verbOf(q);
  const words = `${q.lead.split(/\b(?:while|and|but|if|when|because)\b/).pop() ?? ''} ${q.trail}`;
  if (verbs.length > 1) return null;
  if (verbs.length === 1) return verbs[0] === left ? 'left' : verbs[0] === right ? 'right' : null;
  if (END.test(words)) return 'end';
  // The start is the first number, a plain state ("Paul had 71 books", "5 children were riding").
  return index === 0 && (STATE.test(q.lead) || q.lead.trim() === '') ? 'start' : null;
}

interface Read { story: Story; left: Verb; right: Verb; told: Partial<Record<Role, Quantity>> }

function read(statement: string): Read | null {
  const story = readStory(statement);
  const match = story ? QUESTION.exec(story.question.text.trim()) : null;
  if (!story || !match || story.questionQuantities.length > 0 || BEYOND.test(story.facts.join(' '))) return null;
  const [leftVerbs, thanSide] = [verbsIn(match[1] ?? ''), THAN_SIDE.exec(match[2] ?? '')];
  const rightVerbs = verbsIn(thanSide?.[1] ?? '');
  const [left, right] = [leftVerbs[0], rightVerbs[0]];
  if (leftVerbs.length !== 1 || rightVerbs.length !== 1 || !left || !right || left.sign === right.sign) return null;
  // "than his sister sold": the side after "than" is the same person's, said by a pronoun or nothing.
  if (verbsIn(match[2] ?? '').length !== 1) return null;
  const unit = story.question.unit;
  const money = story.question.asksMoney;
  const told: Partial<Record<Role, Quantity>> = {};
  for (const [index, q] of story.quantities.entries()) {
    if (q.per !== null || q.linked) return null;
    const sameThing = q.unit === '' || q.unit === unit || (money && /^(?:dollar|cent)$/.test(q.unit));
    const sameOwner = q.owner === null || story.question.subject === null || q.owner === story.question.subject;
    const role = roleOf(q, index, left, right);
    if (!sameThing || !sameOwner || !role || told[role]) return null;
    told[role] = q;
  }
  if (story.quantities.some((q) => q.unit !== '' && q.unit !== story.quantities.find((o) => o.unit !== '')?.unit)) return null;
  return { story, left, right, told };
}

export function solveGainLossCompare(statement: string): Solved | null {
  const found = read(statement);
  if (!found) return null;
  const { story, left, right, told } = found;
  const n = (q: Quantity | undefined): Exact | null => (q ? exact.fraction(q.value) : null);
  const [start, end, l, r] = [n(told.start), n(told.end), n(told.left), n(told.right)];
  let value: Exact;
  let sentence: string;
  if (l && r) {
    // All four told: the story must add up (start + gains − losses = end).
    const [gain, loss] = left.sign === 1 ? [l, r] : [r, l];
    if (start && end && !start.add(gain).sub(loss).equals(end)) return null;
    value = l.sub(r);
    sentence = `${told.left!.value} - ${told.right!.value}`;
  } else if (start && end && (l || r)) {
    // Gains minus losses is the net change, end − start, whatever the change left unnumbered.
    value = left.sign === 1 ? end.sub(start) : start.sub(end);
    sentence = left.sign === 1 ? `${told.end!.value} - ${told.start!.value}` : `${told.start!.value} - ${told.end!.value}`;
  } else return null;
  if (value.s < 0n || value.equals(0)) return null;
  if (story.question.asksHowMany && value.d !== 1n) return null;
  const answer = showExact(value, 'decimal');
  const quantities = [told.start, told.left, told.right, told.end].filter((q): q is Quantity => !!q);
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: quantities.map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'compare' },
    { kind: 'check', statement: `${left.lemma} ${left.sign === 1 ? 'adds' : 'takes away'} and ${right.lemma} ${right.sign === 1 ? 'adds' : 'takes away'}: ${sentence} = ${answer}`, holds: true },
  ];
  const unit = story.question.unit && story.question.unit !== 'money' ? story.question.unit : (quantities.find((q) => q.unit)?.unit ?? '');
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}
