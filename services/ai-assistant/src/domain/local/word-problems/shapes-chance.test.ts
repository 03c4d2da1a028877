import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { mathTopicOf } from '../lesson-analysis.js';
import { createRng } from '../prng.js';
import { chanceOf, drawStory } from './shapes-chance.js';
import { wordProblemToQuestion } from './to-question.js';

const template = chanceOf({ id: 'test-beads', theme: 'Science', story: drawStory('A jar', 'red beads', 'green beads', 'A student') });

describe('probability word problems', () => {
  it('keys the chance of a draw (and of two draws with the first put back) as a value between 0 and 1', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const rng = createRng('chance', level, seed);
        const problem = template.build(rng, level);
        const question = wordProblemToQuestion(problem, level, rng);
        expect(Number(evaluate(problem.expression))).toBeCloseTo(problem.answer, 9);
        expect(problem.answer).toBeGreaterThan(0);
        expect(problem.answer).toBeLessThan(1);
        expect(new Set(question.options).size).toBe(4);
        expect(question.options.every((o) => Number(o) > 0 && Number(o) < 1)).toBe(true);
        expect(question.questionText).toMatch(level >= 4 ? /puts it back.*both picks/ : /probability that it is one of the red beads/);
      }
    }
  });

  it('is the topic of a lesson about probability', () => {
    const lesson = 'Probability is the chance that an event happens. The sample space lists every outcome. '
      + 'When outcomes are equally likely, calculate the probability as favorable outcomes over all outcomes. Solve each problem.';
    expect(mathTopicOf(lesson)).toBe('probability');
    const expected = 'The expected value is the long-term average of a random variable. To calculate the expected value, multiply each outcome by its probability and add. '
      + 'The expected value is a mean, and the probability of each outcome is its chance. Solve each problem and compute the mean.';
    expect(mathTopicOf(expected)).toBe('average');
  });
});
