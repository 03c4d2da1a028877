import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../documents/pdf-text.js';
import { buildPdf } from '../../testing/pdf-builder.js';
import { summarizeLesson } from './lesson-summary.js';
import { splitSentences } from './text/sentences.js';

// Lesson summaries of text as pdf.js extracts it from real PDFs: wrapped headings, page breaks inside
// sentences, running headers, page numbers, licence and source lines.

const FURNITURE = /openstax\.org|Creative Commons|Licensed under|Source:|Access for free|Cellular Level of Organization|\| The Nucleus|\b9[6-9]\b(?!\.)/;

/** OpenStax Anatomy and Physiology 2e, "The Nucleus and DNA Replication" (CC BY 4.0), as in scripts/eval. */
const NUCLEUS = [
  'The nucleus is the largest and most prominent of a cell\'s organelles. The nucleus is generally considered the control center of the cell because it stores all of the genetic instructions for manufacturing proteins. Interestingly, some cells in the body, such as muscle cells, contain more than one nucleus, which is known as multinucleated. Other cells, such as mammalian red blood cells (RBCs), do not contain nuclei at all.',
  'Inside the nucleus lies the blueprint that dictates everything a cell will do and all of the products it will make. This information is stored within DNA. Each cell in your body (with the exception of germ cells) contains the complete set of your DNA. When a cell divides, the DNA must be duplicated so that each new cell receives a full complement of DNA.',
  'Like most other cellular organelles, the nucleus is surrounded by a membrane called the nuclear envelope. This membranous covering consists of two adjacent lipid bilayers with a thin fluid space in between them. Spanning these two bilayers are nuclear pores. A nuclear pore is a tiny passageway for the passage of proteins, RNA, and solutes between the nucleus and the cytoplasm.',
  'Inside the nuclear envelope is a gel-like nucleoplasm with solutes that include the building blocks of nucleic acids. The nucleolus is a region of the nucleus that is responsible for manufacturing the RNA necessary for construction of ribosomes. Once synthesized, newly made ribosomal subunits exit the cell\'s nucleus through the nuclear pores.',
];

function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** A textbook section laid out on pages of 8 lines, with the book's running headers and footers. */
function textbookPdf(): Buffer {
  const body = ['3.3 The Nucleus and', 'DNA Replication', ...NUCLEUS.flatMap((p) => wrap(p, 88))];
  const pages = [];
  for (let start = 0, page = 96; start < body.length; start += 8, page += 1) {
    const header = page % 2 ? `3.3 | The Nucleus and DNA Replication ${page}` : `${page} 3 | The Cellular Level of Organization`;
    pages.push({ lines: [...(start > 0 ? [header] : []), ...body.slice(start, start + 8), String(page), 'Access for free at openstax.org'] });
  }
  return buildPdf(pages);
}

describe('summaries of real PDF text', () => {
  it('titles the OpenStax statistics section by its whole heading and keeps the attribution out', async () => {
    const pdf = await readFile(new URL('../../../../../web/e2e/fixtures/statistics-key-terms.pdf', import.meta.url));
    const { text } = await readPdf(new Uint8Array(pdf));
    expect(text).toContain('Probability, and Key\nTerms'); // the heading wraps in the PDF
    const summary = summarizeLesson({ text, theme: 'Science', fileName: 'statistics-key-terms.pdf' });
    expect(summary.title).toBe('Definitions of Statistics, Probability, and Key Terms');
    expect(summary.lessonText).not.toMatch(FURNITURE);
    expect(summary.keyIdeas.join(' ')).not.toMatch(/Key Terms|Population versus Sample|Variables and Data/);
    const terms = summary.keyTerms.map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['Descriptive statistics', 'Inferential statistics', 'Statistic', 'Parameter']));
    expect(terms).not.toContain('Formal methods');
    // The page break after "… to buy a lottery ticket or not. In" does not cut the next sentence.
    expect(splitSentences(text)).toContain('In your study of statistics, you will use the power of mathematics through probability calculations to analyze and interpret your data.');
  });

  it('joins a heading that wraps after "and" and drops running headers, page numbers and licence lines', async () => {
    const { text, pages } = await readPdf(new Uint8Array(textbookPdf()));
    expect(pages).toBeGreaterThanOrEqual(3);
    const summary = summarizeLesson({ text, theme: 'Anatomy', fileName: 'chapter-3.pdf' });
    expect(summary.title).toBe('The Nucleus and DNA Replication');
    expect(summary.lessonText).not.toMatch(FURNITURE);
    for (const sentence of splitSentences(text)) expect(sentence).not.toMatch(/^\p{Ll}/u); // none cut by a page break
    expect(summary.keyTerms.map((t) => t.term)).toEqual(expect.arrayContaining(['Nuclear envelope', 'Nuclear pore', 'Nucleolus']));
  });
});
