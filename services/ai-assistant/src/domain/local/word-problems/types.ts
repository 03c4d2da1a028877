import type { DifficultyInt, Theme } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';

/** A themed word problem whose answer was computed, with the values of typical mistakes. */
export interface WordProblem {
  text: string;
  answer: number;
  /** Shown after every option, e.g. "points"; empty for bare numbers. */
  unit: string;
  /** mathjs expression using the numbers of the text; it evaluates to `answer`. */
  expression: string;
  steps: string[];
  explanation: string;
  /** Values a student gets by a typical mistake (wrong operation, off by one step, unit slip …). */
  mistakes: number[];
  /** Decimal places shown in the options (answers are exact at this precision). */
  decimals: number;
  /** A nudge toward the method, shown with beginner and easy questions only. */
  hint: string;
}

/** The mathematics a template practises, matched against a maths lesson's own topic. */
export type MathTopic = 'percent' | 'fractions' | 'average' | 'rates' | 'multiplication' | 'subtraction' | 'division' | 'probability' | 'expected-value';

export interface WordProblemTemplate {
  id: string;
  topic: MathTopic;
  theme: Theme;
  build(rng: Rng, level: DifficultyInt): WordProblem;
}
