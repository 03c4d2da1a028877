// The starter catalogue: a few maths topics, each with a lesson, so a new student's topic pages are
// not empty. Seeded lessons have no creator (userId null): everyone reads them, nobody changes them.
import type { Lesson } from '../domain/lessons.js';
import type { Topic } from '../domain/topics.js';

const seededAt = new Date('2026-01-01T00:00:00Z');

export const starterTopics: Topic[] = [
  { id: 'topic-linear-equations', name: 'Linear Equations', category: 'Algebra', order: 1, isLocked: false, description: 'Solve one- and two-step equations with sports word problems.' },
  { id: 'topic-fractions', name: 'Fractions', category: 'Number', order: 2, isLocked: false, description: 'Add, compare and simplify fractions.' },
  { id: 'topic-percentages', name: 'Percentages', category: 'Number', order: 3, isLocked: false, description: 'Percent of a quantity, increases and discounts.' },
  { id: 'topic-area-perimeter', name: 'Area and Perimeter', category: 'Geometry', order: 4, isLocked: false, description: 'Rectangles, triangles and composite shapes.' },
];

function lesson(id: string, topicId: string, title: string, content: string, difficultyLevel: Lesson['difficultyLevel']): Lesson {
  return {
    id, topicId, userId: null, title, content, difficultyLevel, estimatedTime: 15, order: 0, diagramUrl: null,
    sourceFileName: null, wordProblemTheme: null, subject: 'Math', uploadedAt: seededAt, isPublic: true,
  };
}

export const starterLessons: Lesson[] = [
  lesson('seed-lesson-linear-equations', 'topic-linear-equations', 'Solving Linear Equations',
    '<p>A linear equation such as <strong>3x + 5 = 20</strong> is solved by undoing each operation in reverse order.</p>'
    + '<p>Subtract 5 from both sides to get 3x = 15, then divide both sides by 3 to get x = 5.</p>'
    + '<p>A skateboarder who lands 3 tricks per run plus a 5-point bonus and scores 20 points made 5 runs.</p>', 'beginner'),
  lesson('seed-lesson-fractions', 'topic-fractions', 'Adding Fractions',
    '<p>To add fractions, rewrite them with a common denominator, then add the numerators.</p>'
    + '<p>1/4 + 1/3 = 3/12 + 4/12 = 7/12. Simplify the answer when the numerator and denominator share a factor.</p>', 'beginner'),
  lesson('seed-lesson-percentages', 'topic-percentages', 'Percent of a Quantity',
    '<p>A percent is a number out of 100. To find 30% of 80, multiply 80 by 30/100 to get 24.</p>'
    + '<p>A surfboard that costs $80 with a 30% discount costs 80 - 24 = $56.</p>', 'intermediate'),
  lesson('seed-lesson-area-perimeter', 'topic-area-perimeter', 'Area and Perimeter of Rectangles',
    '<p>The perimeter of a rectangle is 2 × (length + width); its area is length × width.</p>'
    + '<p>A 20 m by 8 m half-pipe deck has a perimeter of 56 m and an area of 160 square metres.</p>', 'beginner'),
];
