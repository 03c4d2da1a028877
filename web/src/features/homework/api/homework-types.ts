// Shapes of /api/homework* (spec §3, §7). REVIEW: to come from @studyhall/api-contracts (homework.ts)
// once that package is on main; the service's routes/contract.ts holds the same fields.

export const GRADE_LEVELS = ['4th', '7th', '9th', '12th'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];
export const DEFAULT_GRADE_LEVEL: GradeLevel = '7th';

export type Homework = {
  id: string;
  title: string;
  gradeLevel: GradeLevel;
  sourceFileName: string;
  solvedContent: string;
  uploadedAt: string;
  isPublic: boolean;
};

export type StudyGuide = { restatedQuestion: string; keyWords: string[]; approachSteps: string[]; whereToLook: string[] };

export type SolvedProblem = {
  number: number;
  statement: string;
  solved: boolean;
  answer: string | null;
  steps: string[];
  studyGuide: StudyGuide | null;
};

/** What POST /api/homework/solve answers: the saved homework plus the per-problem result. */
export type SolvedHomework = Homework & { originalContent: string; problems: SolvedProblem[] };
