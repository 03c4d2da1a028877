import type { DifficultyInt } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import type { WordProblemTemplate } from './types.js';

/** The numbers of a story as written ("1,413" → 1413). */
export function storyNumbers(text: string): number[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
}

/** The first number after a phrase: numberAfter(text, /takes /) for "takes 56 meters". */
export function numberAfter(text: string, phrase: RegExp): number | null {
  const match = new RegExp(`${phrase.source}\\s*(\\d[\\d,]*(?:\\.\\d+)?)`, 'i').exec(text);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : null;
}

/**
 * Keeps a sport's numbers real (a golf hole is not 3,298 yards, a skateboarding score is out of 100):
 * rebuilds until the story fits, changing the level only when the level's numbers cannot fit.
 */
export function realistic(template: WordProblemTemplate, fits: (text: string) => boolean): WordProblemTemplate {
  return {
    ...template,
    build(rng: Rng, level: DifficultyInt) {
      // The asked level first, then easier ones, then harder ones (small levels may be too small to be real).
      const order = [level, ...[4, 3, 2, 1].filter((l) => l < level), ...[2, 3, 4, 5].filter((l) => l > level)];
      for (const tried of order) {
        for (let i = 0; i < 25; i++) {
          const problem = template.build(rng.fork(`real-${tried}-${i}`), tried as DifficultyInt);
          if (fits(problem.text)) return problem;
        }
      }
      return template.build(rng, level);
    },
  };
}
