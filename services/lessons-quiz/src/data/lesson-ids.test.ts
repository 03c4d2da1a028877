import { describe, expect, it } from 'vitest';
import { lessonIdFor, shelfOfLesson } from './lesson-ids.js';

describe('lesson ids', () => {
  it('name their owner, so the lesson is read from the owner\'s shelf', () => {
    const id = lessonIdFor('6b0323998bb86ac8064d63f9');
    expect(id).toMatch(/^6b0323998bb86ac8064d63f9-[0-9a-f]{24}$/);
    expect(shelfOfLesson(id)).toBe('user:6b0323998bb86ac8064d63f9');
  });

  it('find seeded lessons on their topic shelf, and leave other ids to the lessons collection', () => {
    expect(shelfOfLesson('seed-lesson-fractions')).toBe('topic:topic-fractions');
    expect(shelfOfLesson('6b0323998bb86ac8064d63f9')).toBeUndefined();
    expect(shelfOfLesson('x-6b0323998bb86ac8064d63f9')).toBeUndefined();
    expect(lessonIdFor('not-an-object-id')).toMatch(/^[0-9a-f]{24}$/);
  });
});
