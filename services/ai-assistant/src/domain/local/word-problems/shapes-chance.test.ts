import { evaluate } from 'mathjs';
import { THEMES, type DifficultyInt } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { createRng } from '../prng.js';
import { TEMPLATES_BY_THEME } from './templates-by-theme.js';
import { wordProblemToQuestion } from './to-question.js';

const chance = THEMES.flatMap((theme) => TEMPLATES_BY_THEME[theme].filter((t) => t.topic === 'probability'));
const shown = (option: string): number => Number(option.split(' ')[0]?.replace(/,/g, ''));

describe('probability word problems', () => {
  it('exist for every theme', () => {
    for (const theme of THEMES) expect(TEMPLATES_BY_THEME[theme].some((t) => t.topic === 'probability'), theme).toBe(true);
  });

  it('ask for a probability between 0 and 1 at levels 1-3, with every option a probability', () => {
    for (const template of chance) {
      for (const level of [1, 2, 3] as DifficultyInt[]) {
        for (let seed = 0; seed < 20; seed++) {
          const rng = createRng('chance', template.id, level, seed);
          const question = wordProblemToQuestion(template.build(rng, level), level, rng);
          expect(question.questionText).toMatch(/probability/);
          for (const option of question.options) expect(shown(option) > 0 && shown(option) < 1, option).toBe(true);
        }
      }
    }
  });

  it('keys "NOT" questions with the other outcomes: 3 of 20 missed putts is 0.15', () => {
    const golf = chance.find((t) => t.id === 'xg-chance-golf');
    for (let seed = 0; seed < 20; seed++) {
      const problem = golf?.build(createRng('not', seed), 3);
      const [total = 0, hits = 0] = (problem?.text.match(/\d+/g) ?? []).map(Number);
      expect(problem?.text).toContain('did NOT sink');
      expect(problem?.answer).toBeCloseTo((total - hits) / total, 6);
    }
  });

  it('asks for expected counts and expected values, the long-run average, at levels 4-5', () => {
    for (const template of chance) {
      const count = template.build(createRng('ev', template.id), 4);
      expect(count.text).toMatch(/On average, how many/);
      expect(count.answer).toBeCloseTo(Number(evaluate(count.expression)), 6);
      const value = template.build(createRng('ev', template.id), 5);
      const [, p, , q] = (value.text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
      expect((p ?? 0) + (q ?? 0)).toBeCloseTo(1, 6);
      expect(value.text).toMatch(/expected .* the long-run average\?$/);
    }
  });
});
