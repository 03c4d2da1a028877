import { describe, expect, it } from 'vitest';
import type { Lesson } from '@studyhall/api-contracts/lessons';
import { clampQuizCount, distinctSubjects, filterBySubject, generatedBanner, groupBySubject } from './history-lists';

const lesson = (id: string, subject: string | null): Lesson => ({
  id,
  topicId: null,
  userId: 'u1',
  title: id,
  content: 'text',
  difficultyLevel: null,
  estimatedTime: null,
  order: null,
  diagramUrl: null,
  sourceFileName: `${id}.pdf`,
  wordProblemTheme: 'X-Games',
  subject,
  uploadedAt: null,
  isPublic: false,
});

const lessons = [lesson('cells', 'Biology'), lesson('misc', null), lesson('algebra', 'Maths'), lesson('dna', 'Biology'), lesson('blank', '  ')];

describe('study history lists', () => {
  it('groups lessons by subject with Uncategorized for none, last', () => {
    expect(groupBySubject(lessons).map((g) => [g.subject, g.lessons.map((l) => l.id)])).toEqual([
      ['Biology', ['cells', 'dna']],
      ['Maths', ['algebra']],
      ['Uncategorized', ['misc', 'blank']],
    ]);
  });

  it('offers each named subject once and filters by it', () => {
    expect(distinctSubjects(lessons)).toEqual(['Biology', 'Maths']);
    expect(filterBySubject(lessons, 'Biology').map((l) => l.id)).toEqual(['cells', 'dna']);
    expect(filterBySubject(lessons, 'all')).toHaveLength(5);
  });

  it('clamps the number of quizzes to 1-5, with 1 for nonsense', () => {
    expect(clampQuizCount('3')).toBe(3);
    expect(clampQuizCount('0')).toBe(1);
    expect(clampQuizCount('-4')).toBe(1);
    expect(clampQuizCount('')).toBe(1);
    expect(clampQuizCount('abc')).toBe(1);
    expect(clampQuizCount('9')).toBe(5);
    expect(clampQuizCount(2.7)).toBe(2);
  });

  it('words the success banner as the spec does', () => {
    expect(generatedBanner(2, 10, 3)).toBe('2 quizzes with 10 questions each from 3 lesson(s)');
  });
});
