import { describe, expect, it } from 'vitest';
import { historyPreview, problemOverview, solutionSections, titleFromFileName } from './solution-text';

const solution = `## Problem 1

Solve for x: 2x + 3 = 11

Step 1: Subtract 3 from both sides: 2x = 8.
Step 2: Divide by 2: x = 4.

**Answer:** x = 4

## Problem 2

I cannot check this one exactly, so here is a study guide.

**How to approach it:**
1. Find the question word.
2. Look in your notes.

**Where to look:**
- Your textbook`;

describe('solution text', () => {
  it('groups steps, answers and study guides under each problem', () => {
    const sections = solutionSections(solution);
    expect(sections.map((s) => s.heading)).toEqual(['Problem 1', 'Problem 2']);
    expect(sections[0]!.blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph']);
    expect(sections[1]!.blocks).toContainEqual({ kind: 'ordered', items: ['Find the question word.', 'Look in your notes.'] });
    expect(sections[1]!.blocks).toContainEqual({ kind: 'bullets', items: ['Your textbook'] });
  });

  it('previews 300 characters of plain text with an ellipsis only when longer', () => {
    expect(historyPreview('## Problem 1\n\n**Answer:** x = 4')).toBe('Problem 1 Answer: x = 4');
    const long = historyPreview(solution.repeat(3));
    expect(long).toHaveLength(303);
    expect(long.endsWith('...')).toBe(true);
    expect(long).not.toContain('**');
  });

  it('takes the title from the file name without its extension', () => {
    expect(titleFromFileName('Week 3 algebra.pdf')).toBe('Week 3 algebra');
    expect(titleFromFileName('photo.v2.heic')).toBe('photo.v2');
    expect(titleFromFileName('notes')).toBe('notes');
  });
});

describe('problemOverview', () => {
  it('names the problems that were solved and those answered with a study guide', () => {
    const problems = [1, 2, 3, 4, 5].map((number) => ({ number, solved: number !== 3 && number !== 5 }));
    expect(problemOverview(problems)).toBe('Solved: 1, 2, 4 · Study guide: 3, 5');
    expect(problemOverview(problems.slice(0, 2))).toBe('Solved: 1, 2');
    expect(problemOverview([{ number: 1, solved: false }])).toBe('Study guide: 1');
  });
});
