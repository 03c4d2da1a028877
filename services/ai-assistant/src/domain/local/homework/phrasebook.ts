import type { Operator, SolutionStep, Solved } from './steps.js';

export type StepOf<K extends SolutionStep['kind']> = Extract<SolutionStep, { kind: K }>;
export type ProblemKind = Solved['kind'];

/** How one grade level talks: every step kind, the labels, and the maths notation. */
export interface Phrasebook {
  notation: { times: string; divide: string; superscripts: boolean };
  problemLabel(number: number): string;
  stepLabel(index: number): string;
  answerLabel: string;
  restate(step: StepOf<'restate'>, kind: ProblemKind): string;
  operation(step: StepOf<'operation'>): string;
  'common-denominator'(step: StepOf<'common-denominator'>): string;
  'simplify-fraction'(step: StepOf<'simplify-fraction'>): string;
  'percent-to-decimal'(step: StepOf<'percent-to-decimal'>): string;
  'percent-of'(step: StepOf<'percent-of'>): string;
  'part-over-whole'(step: StepOf<'part-over-whole'>): string;
  'simplify-sides'(step: StepOf<'simplify-sides'>): string;
  'both-sides'(step: StepOf<'both-sides'>): string;
  'scale-equation'(step: StepOf<'scale-equation'>): string;
  'combine-equations'(step: StepOf<'combine-equations'>): string;
  substitute(step: StepOf<'substitute'>): string;
  check(step: StepOf<'check'>): string;
  special(step: StepOf<'special'>): string;
  facts(step: StepOf<'facts'>): string;
  'number-sentence'(step: StepOf<'number-sentence'>): string;
  answer(answer: string, kind: ProblemKind): string;
  studyGuideIntro: string;
  studyGuideHeadings: { question: string; keyWords: string; approach: string; whereToLook: string };
}

export const OPERATOR_WORDS: Record<Operator, { plain: string; formal: string }> = {
  '+': { plain: 'plus', formal: 'the sum of' },
  '-': { plain: 'minus', formal: 'the difference of' },
  '*': { plain: 'times', formal: 'the product of' },
  '/': { plain: 'divided by', formal: 'the quotient of' },
  '^': { plain: 'to the power of', formal: 'the power' },
};

/** "after" repeats the result on the last step; say it only when the expression still goes on. */
export function remaining(step: StepOf<'operation'>): string | null {
  return step.after === step.result ? null : step.after;
}
