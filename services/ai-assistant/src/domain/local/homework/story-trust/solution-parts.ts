import { exact, type Exact } from '../math-engine.js';
import type { Solved, StorySchema } from '../steps.js';

/** What a story solution says, read back from its steps: the checks below judge this, not the solver's insides. */
export interface SolutionParts {
  schema: StorySchema | null;
  /** The number sentence without "= ?": "18 + 15". */
  sentence: string;
  /** The numbers the sentence uses. */
  numbers: number[];
  value: Exact | null;
  /** What the answer counts, as shown: "days", "$". */
  unit: string;
}

function readValue(answer: string): Exact | null {
  const token = /^\$?\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)/.exec(answer.trim())?.[1];
  try {
    return token ? exact.fraction(token) : null;
  } catch {
    return null;
  }
}

export function solutionParts(solved: Solved): SolutionParts {
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  const sentence = step?.kind === 'number-sentence' ? step.sentence.replace(/\s*=\s*\?\s*$/, '') : '';
  const numbers = (sentence.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const answer = solved.answer.trim();
  const unit = answer.startsWith('$') ? '$' : (/^-?[\d./]+\s+([a-z][a-z ]*)/i.exec(answer)?.[1] ?? '').trim().toLowerCase();
  return { schema: step?.kind === 'number-sentence' ? step.schema : null, sentence, numbers, value: readValue(answer), unit };
}

/** The story's sentences before the question, and the question (the last sentence). */
export function factsOf(statement: string): { facts: string; question: string } {
  const text = statement.replace(/\b(Mrs|Mr|Ms|Dr|St)\.\s+/g, '$1 ').replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z"'])/);
  const question = sentences.pop() ?? '';
  return { facts: sentences.join(' '), question };
}
