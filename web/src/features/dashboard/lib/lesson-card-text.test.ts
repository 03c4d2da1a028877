import { describe, expect, it } from 'vitest';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { uploadDateLabel, uploadedLessons } from './lesson-card-text';

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
