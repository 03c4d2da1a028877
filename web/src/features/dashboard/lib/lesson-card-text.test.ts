import { describe, expect, it } from 'vitest';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { lessonCardPreview, uploadDateLabel, uploadedLessons } from './lesson-card-text';

const lesson = (id: string, sourceFileName: string | null, uploadedAt: string | null): Lesson => ({
  id,
  topicId: null,
  userId: 'u1',
  title: id,
  content: '',
  difficultyLevel: null,
  estimatedTime: null,
  order: null,
  diagramUrl: null,
  sourceFileName,
  wordProblemTheme: null,
  subject: null,
  uploadedAt,
  isPublic: false,
});

describe('dashboard lesson cards', () => {
  it('shows the upload date as MMM d, yyyy, or Recently when missing or unreadable', () => {
    expect(uploadDateLabel('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(uploadDateLabel(null)).toBe('Recently');
    expect(uploadDateLabel('not a date')).toBe('Recently');
  });

  it('lists only lessons with a source file, newest first', () => {
    const list = uploadedLessons([
      lesson('topic-lesson', null, '2025-03-01T00:00:00.000Z'),
      lesson('older', 'a.pdf', '2025-01-01T00:00:00.000Z'),
      lesson('newer', 'b.png', '2025-02-01T00:00:00.000Z'),
      lesson('empty-name', '', '2025-02-02T00:00:00.000Z'),
    ]);
    expect(list.map((l) => l.id)).toEqual(['newer', 'older']);
  });
});

describe('lesson card preview', () => {
  const summary = [
    'Definitions of Statistics, Probability, and Key Terms',
    '',
    'Key ideas:',
    '- The science of statistics deals with the collection, analysis, interpretation, and presentation of data.',
    '- Probability is a mathematical tool used to study randomness.',
  ].join('\n');

  it('starts with what the lesson says, not the title shown above it or the Key ideas header', () => {
    const preview = lessonCardPreview({ title: 'Definitions of Statistics, Probability, and Key Terms', content: summary });
    expect(preview).toMatch(/^The science of statistics deals with the collection/);
    expect(preview).not.toContain('Key ideas');
    expect(preview.length).toBe(153);
  });

  it('keeps a written lesson whose first line is not its title as it is', () => {
    const content = 'Fractions are parts of a whole.\nA numerator counts the parts.';
    expect(lessonCardPreview({ title: 'Fractions', content })).toBe('Fractions are parts of a whole. A numerator counts the parts.');
  });
});
