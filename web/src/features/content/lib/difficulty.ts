import type { Lesson } from '@studyhall/api-contracts/lessons';

/** beginner, intermediate or advanced (spec §3). */
export type DifficultyLevel = NonNullable<Lesson['difficultyLevel']>;
