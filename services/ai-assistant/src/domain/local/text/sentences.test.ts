import { describe, expect, it } from 'vitest';
import { extractKeyTerms } from './key-terms.js';
import { splitSentences } from './sentences.js';

describe('lesson sentences and key terms', () => {
  it('keeps initials, titles, abbreviations and decimals inside their sentence', () => {
    const text = 'In 1828, Congress passed a tariff. John C. Calhoun of South Carolina looked at it with alarm. Prices rose by 3.5 percent, e.g. for cloth. Dr. Smith agreed.';
    expect(splitSentences(text)).toEqual([
      'In 1828, Congress passed a tariff.',
      'John C. Calhoun of South Carolina looked at it with alarm.',
      'Prices rose by 3.5 percent, e.g. for cloth.',
      'Dr. Smith agreed.',
    ]);
  });

  it('ends a sentence at a lettered name ("vitamin D."), never at an initial ("George W. Bush")', () => {
    const text = 'Many people are deficient in vitamin D. In cases of deficiency, a doctor can help. Blood of type A. Bears both antigens. George W. Bush signed it. World War I. Ended in 1918.';
    expect(splitSentences(text)).toEqual([
      'Many people are deficient in vitamin D.',
      'In cases of deficiency, a doctor can help.',
      'Blood of type A.',
      'Bears both antigens.',
      'George W. Bush signed it.',
      'World War I. Ended in 1918.',
    ]);
  });

  it('gives key terms that are noun phrases of the lesson, each with the sentence that defines it', () => {
    const text = `Understand Percent

A percent is a ratio whose denominator is 100. Convert the percent to a fraction by writing it over 100.
Remember that percent means per hundred. The percent symbol is used to show a percent.
A ratio compares two quantities. A ratio can be written as a fraction.`;
    const terms = extractKeyTerms(text);
    expect(terms.map((t) => t.term)).toContain('Percent');
    expect(terms.map((t) => t.term)).not.toContain('Convert the percent to');
    expect(terms.map((t) => t.term)).not.toContain('Remember that percent');
    for (const term of terms) expect(term.definition.toLowerCase()).toContain(term.term.toLowerCase());
  });
});
