// The word-problem themes of spec §9, X-Games first as the default. Shared by the upload flow
// (/custom-quiz) and multi-lesson quizzes (/lesson-history).
export const WORD_PROBLEM_THEMES = ['X-Games', 'Football', 'Literature', 'Science', 'Astronomy', 'Anatomy'] as const;

export type WordProblemTheme = (typeof WORD_PROBLEM_THEMES)[number];

export const DEFAULT_WORD_PROBLEM_THEME: WordProblemTheme = 'X-Games';
