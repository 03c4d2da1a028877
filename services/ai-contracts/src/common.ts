import { z } from 'zod';

/** Word-problem themes offered by the product (spec §9); X-Games is the default. */
export const THEMES = ['X-Games', 'Football', 'Literature', 'Science', 'Astronomy', 'Anatomy'] as const;
export const ThemeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof ThemeSchema>;
export const DEFAULT_THEME: Theme = 'X-Games';

/** Homework grade-level styles (spec §9); 7th is the default. */
export const GRADE_LEVELS = ['4th', '7th', '9th', '12th'] as const;
export const GradeLevelSchema = z.enum(GRADE_LEVELS);
export type GradeLevel = z.infer<typeof GradeLevelSchema>;
export const DEFAULT_GRADE_LEVEL: GradeLevel = '7th';

/** Difficulty scale 1-5 (spec §4: 1 Beginner, 2 Easy, 3 Medium, 4 Hard, 5 Expert). */
export const DifficultyIntSchema = z.number().int().min(1).max(5);
export type DifficultyInt = z.infer<typeof DifficultyIntSchema>;

export const DIFFICULTY_WORDS = ['beginner', 'intermediate', 'advanced'] as const;
export const DifficultyWordSchema = z.enum(DIFFICULTY_WORDS);
export type DifficultyWord = z.infer<typeof DifficultyWordSchema>;

/** Lessons store beginner/intermediate/advanced; questions store 1-5. Either is accepted. */
export const DifficultyInputSchema = z.union([DifficultyIntSchema, DifficultyWordSchema]);
export type DifficultyInput = z.infer<typeof DifficultyInputSchema>;

const WORD_TO_INT: Record<DifficultyWord, DifficultyInt> = { beginner: 1, intermediate: 3, advanced: 5 };

export function toDifficultyInt(input: DifficultyInput): DifficultyInt {
  return typeof input === 'number' ? input : WORD_TO_INT[input];
}

export function toDifficultyWord(level: DifficultyInt): DifficultyWord {
  if (level <= 2) return 'beginner';
  return level === 3 ? 'intermediate' : 'advanced';
}

/** Lesson or homework text sent to the AI; bounded so one request cannot pin the service. */
export const SourceTextSchema = z.string().trim().min(1, 'Text is empty').max(200_000, 'Text is too long');
