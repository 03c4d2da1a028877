// REVIEW: local copy of @studyhall/api-contracts' Lesson (spec §3) until that package is on main;
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
