import { describe, expect, it } from 'vitest';
import { HISTORY, MESSY_PDF, PHOTOSYNTHESIS } from './__fixtures__/lessons.js';
import { summarizeLesson } from './lesson-summary.js';

describe('local lesson summary', () => {
  const summary = summarizeLesson({ text: PHOTOSYNTHESIS, theme: 'Science' });

  it('uses the heading as title and picks key ideas in the lesson order', () => {
    expect(summary.title).toBe('Photosynthesis and Cell Energy');
    expect(summary.keyIdeas.length).toBeGreaterThanOrEqual(3);
    const positions = summary.keyIdeas.map((idea) => PHOTOSYNTHESIS.indexOf(idea.replace(/\.$/, '')));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('finds the defined terms with their defining sentences', () => {
    const terms = Object.fromEntries(summary.keyTerms.map((t) => [t.term.toLowerCase(), t.definition]));
    expect(terms['photosynthesis']).toMatch(/process by which green plants use sunlight/);
    expect(terms['chlorophyll']).toMatch(/green pigment/);
    expect(terms['cellular respiration']).toMatch(/releases the energy/);
    expect(terms['stoma']).toMatch(/tiny opening/);
  });

  it('adds a computed worked example in the chosen theme', () => {
    expect(summary.workedExample.steps.length).toBeGreaterThan(0);
    expect(summary.lessonText).toContain('Worked example (Science)');
    expect(summary.lessonText).toContain(summary.workedExample.answer);
  });

  it('is deterministic and escapes HTML from the source text', () => {
    const hostile = summarizeLesson({ text: `Cells <script>alert("x")</script> & energy\n\n${PHOTOSYNTHESIS}`, theme: 'Football' });
    expect(hostile.summaryHtml).not.toContain('<script>');
    expect(hostile.summaryHtml).toContain('<h2>Cells &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; energy</h2>');
    expect(summarizeLesson({ text: PHOTOSYNTHESIS, theme: 'Science' })).toEqual(summary);
  });

  it('falls back to the file name for a title when the text has no heading', () => {
    const result = summarizeLesson({ text: HISTORY, theme: 'X-Games', fileName: 'industrial_revolution.pdf' });
    expect(result.title).toBe('Industrial revolution');
    expect(result.keyTerms.map((t) => t.term)).toEqual(expect.arrayContaining(['Factory', 'Steam engine', 'Urbanization', 'Labor union']));
  });

  it('cleans PDF text: joins hyphenated words, drops page numbers, reads bullets', () => {
    const result = summarizeLesson({ text: MESSY_PDF, theme: 'Anatomy' });
    const terms = result.keyTerms.map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['Cell membrane', 'Nucleus', 'Ribosomes', 'Cell wall']));
    expect(terms).not.toContain('When light');
    expect(result.lessonText).not.toMatch(/Page \d/);
    expect(result.keyIdeas.join(' ')).toContain('The cell membrane is a thin layer');
    expect(result.keyIdeas.some((idea) => idea.startsWith('Fig.'))).toBe(false);
  });
});
