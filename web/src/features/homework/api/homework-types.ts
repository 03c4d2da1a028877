// Shapes of /api/homework* come from the shared contracts (services/api-contracts/src/homework.ts).
import type { Homework } from '@studyhall/api-contracts/homework';

export type { Homework, SolvedHomework, SolvedProblem } from '@studyhall/api-contracts/homework';
export type GradeLevel = Homework['gradeLevel'];

/** Spec §9 grade levels, in the order the select offers them; 7th is the default. */
export const GRADE_LEVELS = ['4th', '7th', '9th', '12th'] as const satisfies readonly GradeLevel[];
export const DEFAULT_GRADE_LEVEL: GradeLevel = '7th';
