import { exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';

/**
 * One amount told in two states: "the bacteria increased from 600 to 8917", "her total went from
 * 18 to 44". The question asks how much it changed ("how many additional", "how many did he give
 * her", "by how much"), and the answer is the later state less the earlier one, in the way the verb
 * says. Checked a second way: the earlier state changed by the answer gives the later one.
 */
const FROM_TO = /\bfrom (\d+(?:\.\d+)?) (?:([a-z]+) )?to (\d+(?:\.\d+)?)(?: ([a-z]+))?/;
const UP = /\b(?:increase[sd]?|grew|grows|rose|rises|went up|goes up|climbed|jumped)\s+(?:[a-z]+\s+)?$/;
const DOWN = /\b(?:decrease[sd]?|dropped|drops|fell|falls|went down|goes down|reduced|shrank|declined)\s+(?:[a-z]+\s+)?$/;
const MOVE = /\b(?:go|goes|went|changed?|changes)\s+(?:[a-z]+\s+)?$/;
const ASKS_GAIN = /\bhow (?:many|much)\b[^?]*\b(?:additional|more|new|extra|board(?:ed)?|collect(?:ed)?|give|gave|given|add(?:ed)?|join(?:ed)?|arrive[sd]?|gain(?:ed)?|built|come|came|got|get)\b|\bby how (?:many|much)\b/;
const ASKS_LOSS = /\bhow (?:many|much)\b[^?]*\b(?:fewer|less|lost|lose|left|leave|removed|gone)\b|\bby how (?:many|much)\b/;
const BEYOND = /\b(?:percent|percentage|times|each|per|every|average|rate|nearest)\b|%/;

function stepsFor(question: string, earlier: string, later: string, sentence: string, check: string): Solved['steps'] {
  return [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`at first: ${earlier}`, `then: ${later}`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change-unknown' },
    { kind: 'check', statement: check, holds: true },
  ];
}

export function solveFromToChange(statement: string): Solved | null {
  const parts = splitQuestion(tidyText(statement));
  if (!parts || BEYOND.test(statement.toLowerCase())) return null;
  const [facts, question] = [parts.facts.toLowerCase(), parts.question.toLowerCase()];
  const m = FROM_TO.exec(facts);
  const numbers = `${facts} ${question}`.match(/\d+(?:\.\d+)?/g) ?? [];
  if (!m || numbers.length !== 2) return null;
  const before = facts.slice(0, m.index);
  const [a, b] = [exact.fraction(m[1] ?? '0'), exact.fraction(m[3] ?? '0')];
  const up = UP.test(before) || (MOVE.test(before) && b.compare(a) > 0);
  const down = DOWN.test(before) || (MOVE.test(before) && b.compare(a) < 0);
  if (up === down || (up ? b.compare(a) <= 0 || !ASKS_GAIN.test(question) : b.compare(a) >= 0 || !ASKS_LOSS.test(question))) return null;
  const change = up ? b.sub(a) : a.sub(b);
  // Checked a second way: the first state changed by the answer is the second.
  if (!(up ? a.add(change) : a.sub(change)).equals(b)) return null;
  const unit = singular(m[2] ?? m[4] ?? /\bhow (?:many|much) (?:more |additional |new |fewer |less )?([a-z]+)/.exec(question)?.[1] ?? '');
  const sentence = up ? `${m[3]} - ${m[1]}` : `${m[1]} - ${m[3]}`;
  const check = `${m[1]} ${up ? '+' : '-'} ${change.toString()} = ${m[3]}`;
  return { kind: 'word-problem', steps: stepsFor(parts.question, m[1] ?? '', m[3] ?? '', sentence, check), answer: showAnswer(change, unit) };
}
