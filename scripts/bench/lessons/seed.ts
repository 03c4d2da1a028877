// Seeds the lessons benchmark database directly (not through HTTP): N students × M uploaded lessons,
// each with Q stored questions, laid out exactly as lessons-quiz stores them (lesson documents, one
// shelf per student and one questions document per lesson, each in its bucket collection).
import { randomBytes } from 'node:crypto';
import { bucketName } from '@studyhall/lessons-quiz/data/buckets';
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

async function seedStudent(mongo: Connection, size: SeedSize): Promise<SeededStudent> {
  const userId = hexId();
  const cards: Record<string, unknown> = {};
  const lessonDocs = [];
  const questionDocs = [];
  for (let l = 0; l < size.lessonsPerStudent; l += 1) {
    // Lesson ids name their owner (services/lessons-quiz/src/data/lesson-ids.ts).
    const id = `${userId}-${hexId()}`;
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
  await mongo.collection('lessons').insertMany(lessonDocs as never[]);
  const byBucket = Map.groupBy(questionDocs, (doc) => bucketName('questions', doc._id));
  for (const [bucket, docs] of byBucket) await mongo.collection(bucket).insertMany(docs as never[]);
  const shelfId = `user:${userId}`;
  await mongo.collection(bucketName('lesson_shelves', shelfId)).insertOne({ _id: shelfId, lessons: cards } as never);
  return { userId, lessonIds: lessonDocs.map((doc) => doc._id) };
}

/** Returns the students and their lesson ids, four students at a time; prints progress every 100. */
export async function seedStudents(mongo: Connection, size: SeedSize, log: (line: string) => void): Promise<SeededStudent[]> {
  const students: SeededStudent[] = [];
  while (students.length < size.students) {
    const batch = Math.min(4, size.students - students.length);
    students.push(...(await Promise.all(Array.from({ length: batch }, () => seedStudent(mongo, size)))));
    if (students.length % 100 < batch) log(`  seeded ${students.length}/${size.students} students`);
  }
  return students;
}
