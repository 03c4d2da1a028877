import { describe, expect, it } from 'vitest';
import { detectProblems, MAX_PROBLEMS } from './detect-problems.js';
import { numberedItems } from './numbered-items.js';

const items = (text: string) => numberedItems(text.split('\n'))?.map((item) => `${item.label}: ${item.text}`);

describe('splitting a worksheet into its numbered problems', () => {
  it('separates problems that OCR or a PDF text layer put on one line', () => {
    // A two-column worksheet read row by row: problem 3 sits right of problem 2.
    expect(items('Algebra practice\n1. Solve for x: 2x + 3 = 11\n2. What is 25% of 64? 3. 3(x-2) = 2x + 5\n4. 3/4 + 1/2 =')).toEqual([
      '1: Solve for x: 2x + 3 = 11', '2: What is 25% of 64?', '3: 3(x-2) = 2x + 5', '4: 3/4 + 1/2 =',
    ]);
    expect(items('1) 6x = 42 2) x - 9 = -4 3) 0.5x + 1.5 = 4')).toEqual(['1: 6x = 42', '2: x - 9 = -4', '3: 0.5x + 1.5 = 4']);
    expect(items('(1) 2 + 2 (2) 3 × 4\n(3) 10 ÷ 2')).toEqual(['1: 2 + 2', '2: 3 × 4', '3: 10 ÷ 2']);
  });

  it('does not cut a problem at its own numbers', () => {
    // "= 3." is the equation's right side, and "5 boys" is not problem 5 (it is not next in line).
    expect(items('2. Solve 2x + 1 = 3. 3. What is 10% of 50?')).toEqual(['2: Solve 2x + 1 = 3.', '3: What is 10% of 50?']);
    expect(items('1. There are 12 girls and 5 boys. 4. How many children are there?')).toEqual(['1: There are 12 girls and 5 boys. 4. How many children are there?']);
  });

  it('starts the next problem after a blank answer when a new sentence follows', () => {
    // The text layer of a two-column worksheet PDF printed by Chromium (web/e2e/homework.e2e.test.ts).
    const pdf = 'Math Practice - Week 5\nName: ____________________ Date: __________\n1. Solve for x: 3x - 7 = 11\n'
      + '2. What is 25% of 64? 3. 3(x - 2) = 2x + 5\n4. 2/3 + 1/6 = 5. Solve the system: x + y = 12, x - y\n= 4\n'
      + '6. Explain why the angles of a\ntriangle add up to 180 degrees.';
    expect(items(pdf)).toEqual([
      '1: Solve for x: 3x - 7 = 11', '2: What is 25% of 64?', '3: 3(x - 2) = 2x + 5', '4: 2/3 + 1/6 =',
      '5: Solve the system: x + y = 12, x - y = 4', '6: Explain why the angles of a triangle add up to 180 degrees.',
    ]);
  });

  it('reads lettered parts, and drops an instruction that only introduces them', () => {
    expect(items('Solve each equation:\na. 2x = 8 b. x + 3 = 10\nc. 5 - x = 1')).toEqual(['a: 2x = 8', 'b: x + 3 = 10', 'c: 5 - x = 1']);
    expect(items('5. Solve: a) 2x = 4 b) x + 1 = 3 6. What is 1/2 + 1/4?')).toEqual(['a: 2x = 4', 'b: x + 1 = 3', '6: What is 1/2 + 1/4?']);
  });

  it('keeps a problem that continues over several lines together, and labels on their own line', () => {
    expect(items('1. A shop sells pens for $2 each. Sam buys\n5 pens. How much does he pay?\n2. 7 × 8')).toEqual([
      '1: A shop sells pens for $2 each. Sam buys\n5 pens. How much does he pay?', '2: 7 × 8',
    ]);
    expect(items('Problem 1\nSolve 2x + 5 = 17\nQuestion 2:\nWhat is 20% of 150?')).toEqual(['1: Solve 2x + 5 = 17', '2: What is 20% of 150?']);
  });

  it('splits real OCR output of a printed page with numbered, wrapped paragraphs', () => {
    // tesseract's reading of web/e2e/fixtures/meditations-page.jpg (its first number was lost by OCR).
    const page = [
      'MARCUS AURELIUS ANTONINUS.', 'IL', '', 'From my grandfather Verus* [I learned] good', 'morals and the goverment of my temper.', '',
      '2. From the reputation and remembrance of my', 'father, modesty and a manly character.', '',
      '3. From my mother,§ piety and beneficence, and', 'abstinence, not only from evil deeds, but even from',
      'evil thoughts; and further simplicity in my way of', 'living, far removed from the habits of the rich.', '',
      '4. From my great-grandfather,| not to have fre-', 'quented public schools, and to have had good teachers',
    ].join('\n');
    expect(detectProblems(page)).toEqual([
      // A sentence wrapped at the line end is joined back; a word split by a hyphen keeps its break.
      'From the reputation and remembrance of my father, modesty and a manly character.',
      'From my mother,§ piety and beneficence, and abstinence, not only from evil deeds, but even from evil thoughts; and further simplicity in my way of living, far removed from the habits of the rich.',
      'From my great-grandfather,| not to have fre-\nquented public schools, and to have had good teachers',
    ]);
  });

  it('reads OCR output of a photographed worksheet (tesseract joined "for y")', () => {
    const photo = 'Algebra Homework\n\n1. Solve for x: 5x + 2 = 27\n\n2. Find 25% of 64.\n3. Solve fory: 7 - 2y = 15';
    expect(detectProblems(photo)).toEqual(['Solve for x: 5x + 2 = 27', 'Find 25% of 64.', 'Solve fory: 7 - 2y = 15']);
  });

  it('keeps every problem of a long worksheet (33 were cut to 30) up to the bound of one upload', () => {
    const sheet = (n: number): string => Array.from({ length: n }, (_, i) => `${i + 1}. What is ${i + 1} + 1?`).join('\n');
    expect(detectProblems(sheet(33))).toHaveLength(33);
    expect(detectProblems(sheet(MAX_PROBLEMS + 5))).toHaveLength(MAX_PROBLEMS);
  });

  it('leaves text without any labels to the line and paragraph rules', () => {
    expect(numberedItems(['x + y = 7', 'x - y = 1'])).toBeNull();
  });
});
