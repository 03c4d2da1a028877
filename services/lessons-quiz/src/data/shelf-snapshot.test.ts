import { describe, expect, it } from 'vitest';
import type { Lesson } from '../domain/lessons.js';
import { ShelfSnapshot } from './shelf-snapshot.js';

const lesson = (id: string, sourceFileName: string | null): Lesson => ({
  id, topicId: null, userId: 'u1', title: `Lesson ${id} — ½ + ¼ = ¾`, content: 'Fractions "quoted"\nnew line', difficultyLevel: null,
  estimatedTime: null, order: null, diagramUrl: null, sourceFileName, wordProblemTheme: null, subject: null,
  uploadedAt: new Date('2026-11-22T10:00:00Z'), isPublic: false,
});

describe('shelf snapshot', () => {
  const lessons = [lesson('a', 'a.pdf'), lesson('b', null), lesson('c', 'c.jpg')];
  const snapshot = new ShelfSnapshot(lessons);

  it('answers the list with exactly the JSON the lessons serialise to, in their order', () => {
    expect(snapshot.json('all').toString('utf8')).toBe(JSON.stringify(lessons));
    expect(snapshot.json('uploaded').toString('utf8')).toBe(JSON.stringify([lessons[0], lessons[2]]));
    expect(new ShelfSnapshot([]).json('uploaded').toString('utf8')).toBe('[]');
  });

  it('gives one lesson back as it was, its date a Date again; an unknown id is undefined', () => {
    expect(snapshot.lesson('c')).toEqual(lessons[2]);
    expect(snapshot.lesson('zz')).toBeUndefined();
    expect(snapshot.lessons()).toEqual(lessons);
  });
});
