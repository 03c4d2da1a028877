import { describe, expect, it } from 'vitest';
import { HISTORY, PHOTOSYNTHESIS } from './__fixtures__/lessons.js';
import { analyzeLesson } from './lesson-analysis.js';
import { createRng } from './prng.js';
import { generateQuestions, progressiveLevels } from './question-generator.js';

describe('quiz composition', () => {
  it('asks about a non-maths lesson itself in at least 9 of 10 places; only spare places get a themed word problem', () => {
    const analysis = analyzeLesson(PHOTOSYNTHESIS);
    for (let seed = 0; seed < 20; seed++) {
      const plan = { analysis, theme: 'X-Games' as const, count: 10, levelOf: progressiveLevels(10), avoid: [] };
      const questions = generateQuestions(plan, createRng('composition', seed));
      expect(questions).toHaveLength(10);
      expect(questions.filter((q) => q.check).length, `seed ${seed}`).toBeLessThanOrEqual(1);
    }
  });

  it('asks about each lesson sentence once per quiz, so one question never gives away another', () => {
    const analysis = analyzeLesson(HISTORY);
    for (let seed = 0; seed < 20; seed++) {
      const plan = { analysis, theme: 'X-Games' as const, count: 10, levelOf: progressiveLevels(10), avoid: [] };
      const questions = generateQuestions(plan, createRng('composition', seed));
      const sentences = questions.filter((q) => !q.check).map((q) => /"(.*)"$/.exec(q.explanation ?? '')?.[1]);
      expect(questions).toHaveLength(10);
      expect(new Set(sentences).size, `seed ${seed}`).toBe(sentences.length);
      expect(sentences.length, `seed ${seed}`).toBeGreaterThanOrEqual(6);
    }
  });

  it('fills the quiz with themed word problems once the lesson has nothing new to ask', () => {
    const analysis = analyzeLesson(HISTORY);
    const first = generateQuestions({ analysis, theme: 'Football', count: 10, levelOf: progressiveLevels(10), avoid: [] }, createRng('fill'));
    const avoid = first.map((q) => q.questionText);
    for (let round = 0; round < 6; round++) {
      const next = generateQuestions({ analysis, theme: 'Football', count: 10, levelOf: progressiveLevels(10), avoid }, createRng('fill', round));
      expect(next).toHaveLength(10);
      avoid.push(...next.map((q) => q.questionText));
    }
    expect(new Set(avoid).size).toBe(avoid.length);
  });
});
