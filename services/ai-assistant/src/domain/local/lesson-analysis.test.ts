import { describe, expect, it } from 'vitest';
import { analyzeLesson, mathTopicsOf } from './lesson-analysis.js';
import { generateQuestions, progressiveLevels } from './question-generator.js';
import { createRng } from './prng.js';

const probabilityLesson = [
  'Probability is a mathematical tool used to study randomness.',
  'It deals with the chance (the likelihood) of an event occurring.',
  'If you toss a fair coin, the probability of heads is 0.5.',
  'The theory of probability began with the study of games of chance.',
  'Predictions take the form of probabilities, and doctors use probability to judge risks.',
  'A probability near 1 means the event is very likely; a probability near 0 means it is unlikely.',
  'The probability of rolling a six with a fair die is one in six.',
  'You can calculate a probability by counting outcomes; we compute it as favourable over all outcomes.',
].join(' ');

describe('maths topics of a lesson', () => {
  it('finds probability in a lesson about chance and likelihood', () => {
    expect(mathTopicsOf(probabilityLesson)).toEqual(['probability']);
  });

  it('keeps a second topic named nearly as often: percents written as fractions', () => {
    const lesson = `${'A percent is a part of 100. '.repeat(14)}${'A fraction has a numerator and a denominator. '.repeat(4)}`;
    expect(mathTopicsOf(lesson)).toEqual(['percent', 'fractions']);
  });

  it('treats chance and means taught together as expected value, asked as long-run averages', () => {
    const lesson = `${probabilityLesson} ${'The mean of the outcomes is the long-term average. '.repeat(5)}`;
    expect(mathTopicsOf(lesson)).toEqual(['expected-value']);
    const plan = { analysis: analyzeLesson(lesson), theme: 'Science' as const, count: 10, levelOf: progressiveLevels(10), avoid: [] };
    const problems = generateQuestions(plan, createRng('ev-test')).filter((q) => q.check);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.questionText).toMatch(/probability .*average|average.*probability/);
  });

  it('does not make a poll story a maths lesson for one mention of chance', () => {
    expect(mathTopicsOf('Pollsters call people at random. Each voter has a chance to be called. Polls shape campaigns.')).toEqual([]);
  });

  it('gives a probability lesson themed word problems that practise probability', () => {
    const plan = { analysis: analyzeLesson(probabilityLesson), theme: 'X-Games' as const, count: 10, levelOf: progressiveLevels(10), avoid: [] };
    const problems = generateQuestions(plan, createRng('topic-test')).filter((q) => q.check);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.questionText).toMatch(/probability/);
      expect(problem.questionText).toMatch(/surf|skate|golf|snowboard/);
    }
  });
});
