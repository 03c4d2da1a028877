/** A draw from a bag, box or set of letters: what is in it, how many are drawn, and what is wanted. */
export interface DrawProblem {
  /** What is in the bag, in the order the problem names it: [["red", 3], ["blue", 5]]. */
  items: Array<[kind: string, count: number]>;
  /** The things drawn, singular: "marble", "letter". */
  thing: string;
  /** The thing as the problem writes it for more than one: "marbles", "candies". */
  things: string;
  draws: number;
  replaced: boolean;
  want: Wanted;
  question: string;
}

/**
 * "in order": one allowed set of kinds per draw ("the first is red and the second is blue", or
 * "red or blue" for one draw). "any order": how many of each kind, in any order ("1 f and 1 e").
 */
export type Wanted =
  | { order: 'in order'; draws: string[][] }
  | { order: 'any order'; counts: Array<[kind: string, count: number]> };

export const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12,
};

export function countOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower] ?? null;
}

export function totalOf(items: DrawProblem['items']): number {
  return items.reduce((sum, [, count]) => sum + count, 0);
}

/** The wanted draws are possible at all: each wanted kind is in the bag and the counts add up. */
export function wellFormed(problem: DrawProblem): boolean {
  const kinds = new Set(problem.items.map(([kind]) => kind));
  if (kinds.size !== problem.items.length || problem.draws < 1 || problem.draws > 6) return false;
  if (problem.items.some(([, count]) => !Number.isInteger(count) || count < 0) || totalOf(problem.items) < 1) return false;
  if (!problem.replaced && problem.draws > totalOf(problem.items)) return false;
  const { want } = problem;
  if (want.order === 'in order') {
    return want.draws.length === problem.draws && want.draws.every((set) => set.length > 0 && set.every((k) => kinds.has(k)));
  }
  const wanted = want.counts.reduce((sum, [, n]) => sum + n, 0);
  return wanted === problem.draws && want.counts.every(([kind, n]) => kinds.has(kind) && n > 0)
    && new Set(want.counts.map(([kind]) => kind)).size === want.counts.length;
}
