import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { kindOf } from '../quantity-graph/part-wholes.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp-dev: change unknown told without its number, the giver or the receiver named. "Andy had 31
 * cards. His dad gave him some more. Then Andy had 50 cards. How many cards did Andy get from his
 * dad?", "Jacqueline had 16 plums, 18 guavas and 21 apples. She gave some of them to Jane and had 15
 * fruits left. How many fruits did Jacqueline give Jane?", "Before his friends gave him more stamps,
 * Simon had 34 stamps. He now has 61 stamps. How many stamps did he receive?". The start (one amount,
 * or kinds listed together), one sentence that tells the change with "some"/"more" and no number, and
 * the end ("now", "then", "left"); the change's way comes from its words (given to the owner, or given
 * away, sold, lost) and must agree with the numbers; the question asks that act, from the right side.
 */
const END = /\b(?:now|then|left|in all|after that|at the end|in the end)\b/;
const END_STATE = /\b(?:had|has|have|left|there (?:are|were|is|was))\b/;
const END_ACT = /\b(?:found|finds|got|gets|received|receives|bought|buys|lost|loses|gave|gives|ate|eats|sold|sells|spent|spends|picked|picks|won|wins|earned|earns|used|uses|took|takes|collected|collects|made|makes)\b/;
const BEYOND = /\b(?:than|times|twice|half|each|every|per|average|equal|same|as many|as much|total|remain\w*|rest)\b|%|\d\s*\/\s*\d/;
const WHOLES = new Set(['item', 'thing', 'fruit', 'coin', 'object', 'toy', 'animal']);
const TO_OWNER = /\b([a-z]+) (?:gave|gives|handed|hands|sent|sends|brought|brings) (?:him|her|them) (?:some|more)\b/;
const AWAY = /\b(gave|gives|giving|donated|donates|donating|sold|sells|selling|lost|loses|losing|ate|eats|eating|used|uses|using|spent|spends|spending|sent|sends|sending|threw|throws)\b(?: away)? (?:some|a part)\b/;
const GOT = /\b(got|gets|received|receives|found|finds|bought|buys|picked|picks|collected|collects|won|wins|earned|earns|added|adds)\b (?:some )?more\b/;

interface Change { way: 1 | -1; lemma: string; other: string | null; text: string }

const lemmaOf = (word: string): string => tag(word)[0]?.lemma.toLowerCase() ?? word;

/** The change's words: who gave whom, or the owner's own act, and which way it goes. */
function changeOf(text: string): Change | null {
  const toOwner = TO_OWNER.exec(text);
  const away = AWAY.exec(text);
  const got = GOT.exec(text);
  if ([toOwner, away, got].filter(Boolean).length !== 1) return null;
  if (toOwner) return /^(?:he|she|they|it)$/.test(toOwner[1]!) ? null : { way: 1, lemma: 'give', other: toOwner[1]!, text };
  if (away) return { way: -1, lemma: lemmaOf(away[1]!), other: / to (?:his |her |their |the )?([a-z]+)\b/.exec(text.slice(away.index))?.[1] ?? null, text };
  return { way: 1, lemma: lemmaOf(got![1]!), other: null, text };
}

/** The question asks the change's own act from the right side: the giver gives, the owner gets or receives. */
function asksTheChange(question: string, change: Change): boolean {
  const rest = /^how (?:many|much)\b.*?\b(?:did|does|do|will|has|have)\b(.*)$/.exec(question)?.[1];
  const tokens = rest ? tag(rest) : [];
  const at = tokens.findIndex((t) => t.pos === 'VERB');
  if (at < 0) return false;
  const subject = tokens.slice(0, at).map((t) => t.text.toLowerCase()).join(' ');
  const verb = tokens[at]!.lemma.toLowerCase();
  if (change.way > 0 && change.other) {
    // "Andre gave her some more": "did Andre give her" (the giver first) or "did she get/receive" (the giver not the subject).
    if (verb === 'give') return subject.includes(change.other);
    return (verb === 'get' || verb === 'receive') && !subject.includes(change.other);
  }
  if (verb !== change.lemma) return false;
  return change.other === null || !subject.includes(change.other);
}

interface Reading { starts: Quantity[]; end: Quantity; change: Change }

function read(story: Story): Reading | null {
  const question = story.question.text.toLowerCase();
  const all = [...story.facts, question].join(' ').toLowerCase();
  if (story.questionQuantities.length > 0 || BEYOND.test(all) || story.quantities.length < 2) return null;
  const end = story.quantities[story.quantities.length - 1]!;
  const starts = story.quantities.slice(0, -1);
  const first = starts[0]!.sentence;
  if (starts.some((q) => q.sentence !== first) || end.sentence <= first || story.quantities.some((q) => q.per !== null || q.value <= 0)) return null;
  // Kinds listed together as one start ("16 plums, 18 guavas and 21 apples"), never two owners' amounts.
  if (starts.slice(1).some((q) => !/^(?:and )?$/.test(q.lead.trim())) || new Set(starts.map((q) => q.owner)).size > 1) return null;
  // The end says it is the end; the start does not.
  const endSentence = (story.facts[end.sentence] ?? '').toLowerCase();
  const startSentence = (story.facts[first] ?? '').toLowerCase();
  if (!END.test(end.clause) && !END.test(endSentence.split(String(end.written))[0] ?? '')) return null;
  if (/\b(?:left|now|then)\b/.test(startSentence)) return null;
  // "Then he found 7 marbles" tells another change, not the amount at the end.
  if (END_ACT.test(endSentence) && !END_STATE.test(endSentence)) return null;
  // Units: the same thing throughout, or kinds listed together and counted as their whole at the end.
  const sameThing = starts.every((q) => q.unit === end.unit);
  if (!sameThing && !(starts.length > 1 && starts.every((q) => kindOf(q.unit, end.unit) || WHOLES.has(end.unit)) && new Set(starts.map((q) => q.unit)).size === starts.length)) return null;
  if (story.question.unit !== null && story.question.unit !== end.unit) return null;
  // The change: a sentence of its own with no number, or the end sentence before its number, or "Before …," of the start.
  const between = story.facts.slice(first + 1, end.sentence).map((f) => f.toLowerCase());
  if (between.some((f) => /\d/.test(f))) return null;
  const endLead = /^(.*?),? and (?:(?:he|she|they|it) )?(?:now |then )?(?:had|has|have)\b/.exec(endSentence)?.[1] ?? /^after ([^,]+),/.exec(endSentence)?.[1];
  const before = /^before ([^,]+),/.exec(startSentence)?.[1];
  const told = [...between, ...(endLead ? [endLead] : []), ...(before ? [before] : [])];
  const changes = told.map(changeOf).filter((c): c is Change => c !== null);
  if (changes.length !== 1 || told.length - changes.length > 0) return null;
  const change = changes[0]!;
  if (!asksTheChange(question, change)) return null;
  return { starts, end, change };
}

export function solveChangeToldSome(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { starts, end, change } = reading;
  const start = starts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const value = change.way > 0 ? exact.fraction(end.value).sub(start) : start.sub(exact.fraction(end.value));
  const startSum = starts.map((q) => q.value).join(' + ');
  const sentence = change.way > 0 ? `${end.value} - ${starts.length > 1 ? `(${startSum})` : startSum}` : `${startSum} - ${end.value}`;
  // A second way: the start changed by the answer gives the end.
  const back = change.way > 0 ? start.add(value) : start.sub(value);
  if (value.s < 0n || value.equals(0) || value.d !== 1n || !back.equals(exact.fraction(end.value)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [...starts, end].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change-unknown' },
    { kind: 'check', statement: `${startSum} ${change.way > 0 ? '+' : '-'} ${showExact(value, 'decimal')} = ${end.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, end.unit) };
}
