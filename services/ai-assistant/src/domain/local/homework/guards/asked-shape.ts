import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * What the question asks against what the reading computed: a start is never a plain sum of the
 * changes, an answer needs some arithmetic, and "in an hour" is not the amount of "2 hours".
 */
const START_Q = /\b(?:at first|initially|originally|to begin with|to start with|in the beginning|at the start|when [a-z]+ got on|before (?:he|she|they|it)\b)/;
const NUMBER = '\\d+(?:\\.\\d+)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';

function sentenceOf(solved: Solved): { schema: string | null; sentence: string } {
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  return step?.kind === 'number-sentence' ? { schema: step.schema, sentence: step.sentence } : { schema: null, sentence: '' };
}

/** "How many were on the bus when Jose got on?" after people got on and off: not the sum of them. */
function startBySum(question: string, schema: string | null): boolean {
  return schema === 'combine' && START_Q.test(question);
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "9 = ?" for "nine miles … and nine more": a number of the story repeated is not a worked answer. */
function nothingWorkedOut(statement: string, sentence: string): boolean {
  const bare = sentence.replace(/\s*=\s*\?\s*$/, '').trim();
  if (!/^\d+(?:\.\d+)?$/.test(bare)) return false;
  const word = WORDS[Number(bare)];
  return new RegExp(`(?<![\\d.])${bare.replace('.', '\\.')}(?![\\d])${word ? `|\\b${word}\\b` : ''}`, 'i').test(statement.replace(/(\d),(\d{3})\b/g, '$1$2'));
}

/** "ran 16 miles in 2 hours … how many more in an hour?": amounts over several hours, asked for one. */
function onePeriodOfSeveral(facts: string, question: string, solved: Solved): boolean {
  const one = /\bin (?:a|an|one|1) (second|minute|hour|day|week|month|year)\b/.exec(question)?.[1];
  if (!one || solved.steps.some((s) => s.kind === 'check' && /units multiply out/.test(s.statement))) return false;
  return new RegExp(`\\b(?:in|for|over|during|every) (?:${NUMBER}) ${one}s\\b`).test(facts);
}

export function questionMismatch(statement: string, solved: Solved): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const [facts, question] = [parts.facts.toLowerCase(), parts.question.toLowerCase()];
  const { schema, sentence } = sentenceOf(solved);
  if (startBySum(question, schema)) return 'a start asked';
  if (nothingWorkedOut(statement, sentence)) return 'nothing worked out';
  return onePeriodOfSeveral(facts, question, solved) ? 'one period of several' : null;
}
