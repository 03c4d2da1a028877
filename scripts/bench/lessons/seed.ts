// Seeds the lessons benchmark database directly (not through HTTP): N students × M uploaded lessons,
// each with Q stored questions, laid out exactly as lessons-quiz stores them (lesson documents, one
// shelf per student, one questions document per lesson).
import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';

export interface SeedSize {
  students: number;
  lessonsPerStudent: number;
  questionsPerLesson: number;
}

const sentences = [
  'A fraction names part of a whole and the denominator tells how many equal parts make it.',
  'To add fractions, rewrite them over a common denominator and add the numerators.',
  'A percent is a number out of one hundred, so 30% of 80 is 80 times 30 divided by 100.',
  'The perimeter of a rectangle is twice the sum of its length and width.',
  'A linear equation is solved by undoing each operation in reverse order.',
  'Equivalent fractions name the same amount, such as one half and two quarters.',
];

const hexId = () => randomBytes(12).toString('hex');

/** A lesson text the size of a local-provider summary (~1.3 KB). */
function lessonText(n: number): string {
  const lines = [`Lesson ${n}: Fractions and percents`, '', 'Key ideas:'];
  for (let i = 0; i < 12; i += 1) lines.push(`- ${sentences[(n + i) % sentences.length]}`);
  return lines.join('\n');
}

function question(lessonId: string, n: number) {
  return {
    id: hexId(), lessonId, questionText: `What is ${n + 2} + ${n + 3}? Show your steps.`, options: ['1', String(2 * n + 5), '3', '4'],
    correctAnswer: 1, questionType: 'multiple-choice', explanation: 'Add the two numbers together.', solutionSteps: [`${n + 2} + ${n + 3} = ${2 * n + 5}`],
    solutionImageUrl: null, difficultyLevel: 'beginner', difficultyLevelInt: 1, diagramUrl: null,
  };
}

export interface SeededStudent {
  userId: string;
  lessonIds: string[];
}

/** Returns the students and their lesson ids; prints progress every 100 students. */
export async function seedStudents(mongo: Connection, size: SeedSize, log: (line: string) => void): Promise<SeededStudent[]> {
  const lessons = mongo.collection('lessons');
  const shelves = mongo.collection('lesson_shelves');
  const questions = mongo.collection('questions');
  const students: SeededStudent[] = [];
  for (let s = 0; s < size.students; s += 1) {
    const userId = hexId();
    const cards: Record<string, unknown> = {};
    const lessonDocs = [];
    const questionDocs = [];
    for (let l = 0; l < size.lessonsPerStudent; l += 1) {
      const id = hexId();
      const card = {
        id, topicId: null, userId, title: `Lesson ${l + 1}`, content: lessonText(l), difficultyLevel: null, estimatedTime: null, order: null,
        diagramUrl: null, sourceFileName: `notes-${l + 1}.pdf`, wordProblemTheme: 'X-Games', subject: l % 3 === 0 ? 'Math' : null,
        uploadedAt: new Date(Date.now() - l * 60_000), isPublic: l % 5 === 0,
      };
      cards[id] = card;
      const { id: _id, ...fields } = card;
      lessonDocs.push({ _id, ...fields, sourceFileKey: null, quizSetIds: [] });
      questionDocs.push({ _id, questions: Array.from({ length: size.questionsPerLesson }, (_, q) => question(id, q)) });
    }
    await lessons.insertMany(lessonDocs as never[]);
    await questions.insertMany(questionDocs as never[]);
    await shelves.insertOne({ _id: `user:${userId}`, lessons: cards } as never);
    students.push({ userId, lessonIds: lessonDocs.map((doc) => doc._id) });
    if ((s + 1) % 100 === 0) log(`  seeded ${s + 1}/${size.students} students`);
  }
  return students;
}
