import { describe, expect, it } from 'vitest';
import { lessonTitle } from './lesson-title.js';
import { summarizeLesson } from './lesson-summary.js';

const BODY = 'A percent is a ratio whose denominator is 100. Percent means per hundred. To write a percent as a decimal, divide it by 100.';

describe('lesson titles', () => {
  it('keeps a question heading whole', () => {
    expect(lessonTitle(`What Is Public Opinion and Where Does It Come From?\n\n${BODY}`)).toBe('What Is Public Opinion and Where Does It Come From?');
  });

  it('joins a heading wrapped onto a second line and drops its section number', () => {
    const text = `1.1 Definitions of Statistics, Probability, and Key\nTerms\nThe science of statistics deals with the collection of data.\nWe see data every day.`;
    expect(lessonTitle(text)).toBe('Definitions of Statistics, Probability, and Key Terms');
  });

  it('never ends a cut-off heading on "and" or "of"', () => {
    expect(lessonTitle(`Ratios, Rates, and\n\n${BODY}`)).toBe('Ratios, Rates');
    expect(lessonTitle(`The Properties of\n\n${BODY}`)).toBe('The Properties');
  });

  it('passes over page furniture and generic headings to the real one', () => {
    const text = `Access for free at openstax.org\n12\nIntroduction\n\nUnderstanding Percent\n\n${BODY}`;
    expect(lessonTitle(text)).toBe('Understanding Percent');
  });

  it('takes the subject its running headers name when the pages have no heading of their own', () => {
    const page = (n: number): string => `Chapter ${n}: Energy in living things\nPhotosynthesis is the process by which plants make food.\n${n}`;
    expect(lessonTitle([1, 2, 3, 4].map(page).join('\n\n'), 'scan_0001.pdf')).toBe('Energy in living things');
  });

  it('falls back to the main topic when neither the text nor the file name says what the lesson is', () => {
    const summary = summarizeLesson({ text: `${BODY} A percent can be more than 100.`, theme: 'Science', fileName: 'IMG_2043.jpg' });
    expect(summary.title).toBe('Percent');
  });

  it('keeps a heading printed right above the text out of the first key idea', () => {
    const summary = summarizeLesson({ text: `Key Terms of Percent\n${BODY.replace(/\. /g, '.\n')}`, theme: 'Science' });
    expect(summary.title).toBe('Key Terms of Percent');
    expect(summary.keyIdeas[0]).toMatch(/^A percent is a ratio/);
  });
});
