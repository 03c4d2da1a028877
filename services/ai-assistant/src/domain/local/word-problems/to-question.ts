import type { DifficultyInt, MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import { pickDistractors } from './distractors.js';
import { formatNumber } from './numbers.js';
import type { WordProblem } from './types.js';

export function showValue(value: number, problem: Pick<WordProblem, 'unit' | 'decimals'>): string {
  const number = formatNumber(value, problem.decimals);
  return problem.unit ? `${number} ${problem.unit}` : number;
}

/** Four shuffled options (one computed answer, three typical mistakes) with a recomputable check. */
export function wordProblemToQuestion(problem: WordProblem, level: DifficultyInt, rng: Rng): MultipleChoiceQuestion {
  const distractors = pickDistractors(problem.answer, problem.mistakes, problem.decimals);
  const values = rng.shuffle([problem.answer, ...distractors]);
  const correctAnswer = values.indexOf(problem.answer);
  const answerText = showValue(problem.answer, problem);
  return {
    questionType: 'multiple-choice',
    questionText: level <= 2 ? `${problem.text} (Hint: ${problem.hint})` : problem.text,
    options: values.map((value) => showValue(value, problem)),
    correctAnswer,
    explanation: `${problem.explanation} The answer is ${answerText}.`,
    solutionSteps: [...problem.steps, `Answer: ${answerText}.`],
    difficultyLevelInt: level,
    check: { expression: problem.expression },
  };
}
