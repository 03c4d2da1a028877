import fc from 'fast-check';
import { evaluate } from 'mathjs';
import { THEMES, type DifficultyInt, type Theme } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { createRng } from '../prng.js';
import { TEMPLATES_BY_THEME } from './templates-by-theme.js';
import { wordProblemToQuestion } from './to-question.js';

const CONSTANTS = new Set([0, 60, 100]);
const theme = fc.constantFrom<Theme>(...THEMES);
const level = fc.integer({ min: 1, max: 5 }) as fc.Arbitrary<DifficultyInt>;

/** Reads "1,234.5 meters" as 1234.5 without the production parser. */
function shownNumber(option: string): number {
  return Number(option.split(' ')[0]?.replace(/,/g, ''));
}

function numbersInText(text: string): number[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
}

describe('themed word problems', () => {
  it('computes the key from the numbers in the text, with four distinct options', () => {
    fc.assert(
      fc.property(theme, level, fc.integer(), (t, l, seed) => {
        for (const template of TEMPLATES_BY_THEME[t]) {
          const rng = createRng(seed, template.id);
          const problem = template.build(rng, l);
          const question = wordProblemToQuestion(problem, l, rng);
          const expected = Number(evaluate(problem.expression));
          expect(question.options).toHaveLength(4);
          expect(new Set(question.options).size).toBe(4);
          expect(shownNumber(question.options[question.correctAnswer] ?? '')).toBeCloseTo(expected, 6);
          const wrong = question.options.filter((_, i) => i !== question.correctAnswer);
          for (const option of wrong) expect(Math.abs(shownNumber(option) - expected)).toBeGreaterThan(1e-6);
          const textNumbers = new Set(numbersInText(problem.text));
          for (const n of numbersInText(problem.expression)) {
            expect(CONSTANTS.has(n) || textNumbers.has(n), `${n} of "${problem.expression}" in "${problem.text}"`).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives every theme at least eight templates with unique ids', () => {
    const ids = THEMES.flatMap((t) => TEMPLATES_BY_THEME[t].map((template) => template.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of THEMES) expect(TEMPLATES_BY_THEME[t].length).toBeGreaterThanOrEqual(8);
  });

  it('makes harder problems need more steps', () => {
    const template = TEMPLATES_BY_THEME['X-Games'][0]!;
    const easy = template.build(createRng('steps'), 1);
    const hard = template.build(createRng('steps'), 5);
    expect(hard.steps.length).toBeGreaterThan(easy.steps.length);
  });

  it('words and sizes questions by difficulty: hints for beginners, bigger numbers for experts', () => {
    const largest = (l: DifficultyInt): number => {
      let max = 0;
      for (const t of THEMES) {
        for (const template of TEMPLATES_BY_THEME[t]) {
          const rng = createRng('size', template.id);
          const question = wordProblemToQuestion(template.build(rng, l), l, rng);
          expect(question.questionText.includes('(Hint:')).toBe(l <= 2);
          max = Math.max(max, ...numbersInText(question.questionText));
        }
      }
      return max;
    };
    const sizes = ([1, 2, 3, 4, 5] as DifficultyInt[]).map(largest);
    expect(sizes[0]).toBeLessThan(sizes[2] ?? 0);
    expect(sizes[2]).toBeLessThan(sizes[4] ?? 0);
  });
});
