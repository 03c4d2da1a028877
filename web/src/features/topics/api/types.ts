// REVIEW: local copies of @studyhall/api-contracts' Topic and Lesson (spec §3) until that package is
// on main; then replace with `z.infer` types from it.
export type Topic = {
  id: string;
  name: string;
  category: string | null;
  order: number;
  isLocked: boolean;
  description: string | null;
};

export type TopicLesson = {
  id: string;
  title: string;
  difficultyLevel: 'beginner' | 'intermediate' | 'advanced' | null;
  estimatedTime: number | null;
  order: number | null;
  diagramUrl: string | null;
};
