// REVIEW: local copies of @studyhall/api-contracts' shapes (spec §3, §7) until that package is on main;
// then replace with `z.infer<typeof LessonSchema>` from it.
export type Lesson = {
  id: string;
  topicId: string | null;
  userId: string | null;
  title: string;
  content: string;
  difficultyLevel: 'beginner' | 'intermediate' | 'advanced' | null;
  estimatedTime: number | null;
  order: number | null;
  diagramUrl: string | null;
  sourceFileName: string | null;
  wordProblemTheme: string | null;
  subject: string | null;
  uploadedAt: string | null;
  isPublic: boolean;
};

export type CustomQuizQuestion = {
  questionText: string;
  options: string[];
  correctAnswer: string;
  solutionSteps: string[];
  explanation?: string;
};

export type CustomQuiz = { quizId: string; quizNumber: number; wordProblemTheme?: string; questions: CustomQuizQuestion[] };

export type MultiLessonQuizRequest = { lessonIds: string[]; quizCount: number; wordProblemTheme: string };
export type MultiLessonQuizResponse = { quizzes: CustomQuiz[]; quizCount: number; lessonTitle: string };

export type UpdateLessonRequest = { title: string; subject: string | null };
