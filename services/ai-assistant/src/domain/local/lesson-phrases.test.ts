import { describe, expect, it } from 'vitest';
import { HISTORY } from './__fixtures__/lessons.js';
import { analyzeLesson } from './lesson-analysis.js';
import { generateQuestions, progressiveLevels } from './question-generator.js';
import { lessonPhrases } from './lesson-phrases.js';
import { createRng } from './prng.js';
import { splitSentences } from './text/sentences.js';

const EVENTS = `In 1987 President Ronald Reagan created the Presidential Commission on the epidemic.
Activist groups stormed a planned convention and demanded research into new drugs.
The Lavender Hill Mob criticised the federal government. Interest groups organise to influence public policy.
Interest groups work in concert to pressure the government. Labor groups represent workers, and labor groups strike.
Many groups exist.`;

describe('phrases for fill-in questions', () => {
  it('tops up a lesson that repeats few phrases with its specific phrases used once', () => {
    const phrases = lessonPhrases(splitSentences(EVENTS));
    expect(phrases).toEqual(expect.arrayContaining(['Presidential Commission', 'Lavender Hill Mob', 'public policy']));
    expect(lessonPhrases(splitSentences(HISTORY))).toContain('steam engine');
  });

  it('keeps a general noun narrowed by another noun ("labor groups"), never the general noun alone', () => {
    const phrases = lessonPhrases(splitSentences(EVENTS)).map((p) => p.toLowerCase());
    expect(phrases).toContain('labor groups');
    expect(phrases).not.toContain('groups');
  });

  it('keeps a name capitalised as an option even when the lesson only uses it at the start of a sentence', () => {
    const analysis = analyzeLesson(HISTORY);
    const options = [0, 1, 2, 3, 4].flatMap((seed) =>
      generateQuestions({ analysis, theme: 'Science', count: 10, levelOf: progressiveLevels(10), avoid: [] }, createRng('names', seed)).flatMap((q) => q.options));
    expect(options).toContain('James Watt');
    expect(options).not.toContain('james watt');
  });
});
