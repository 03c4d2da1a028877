// REVIEW: local copies of @studyhall/api-contracts' shapes (spec §3, §7) until that package is on
// main; then replace with `z.infer` / `z.input` types from it.
export type DifficultyLevel = 'beginner' | 'intermediate' | 'advanced';

export type TopicOption = { id: string; name: string; category: string | null };
export type LessonOption = { id: string; title: string; topicId: string | null };

export type CreateLessonRequest = {
  topicId: string;
  title: string;
  content: string;
  difficultyLevel: DifficultyLevel;
  estimatedTime: number;
  order: number;
  diagramUrl: null;
};
export type CreateLessonResponse = { id: string };

export type GenerateQuestionsRequest = { count: number; difficulty: DifficultyLevel };
export type GenerateQuestionsResponse = { questions: { id: string; questionText: string }[] };

export type CreateQuestionRequest = {
  lessonId: string;
  questionText: string;
  options: [string, string, string, string];
  correctAnswer: number;
  explanation: string;
  difficultyLevel: DifficultyLevel;
  diagramUrl: null;
};
