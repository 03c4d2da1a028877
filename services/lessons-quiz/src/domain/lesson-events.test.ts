import { describe, expect, it } from 'vitest';
import { contentPreview } from './lesson-events.js';

describe('feed preview of a lesson', () => {
  it('starts with what an uploaded summary says, not its title line or its Key ideas header', () => {
    const title = 'Definitions of Statistics, Probability, and Key Terms';
    const summary = `${title}\n\nKey ideas:\n- The science of statistics deals with the collection of data.\n- Probability is a tool.`;
    expect(contentPreview(summary, title)).toBe('The science of statistics deals with the collection of data. Probability is a tool.');
  });

  it('shows a topic lesson HTML as text', () => {
    expect(contentPreview('<h2>Fractions</h2><p>A fraction is a part of a whole.</p>', 'Fractions')).toBe('Fractions A fraction is a part of a whole.');
  });
});
