// Draws the number-skill exercises (exercises-dev.jsonl, exercises-heldout.jsonl) from the DeepMind
// mathematics_dataset as published in github.com/alexmehta/mathematics_dataset_json (Apache 2.0): the
// modules a school's homework has beyond the `plain` set's equations and arithmetic (factors and multiples,
// remainders, rounding, place value, primes, roots, quadratic roots, next terms, ordering, units, time,
// expanding and collecting terms, n-th term formulas, comparing two numbers, the closest number).
// dev: items 100-109, 200-209 and 500-509 of each module; held-out: items 600-609 (the first held-out,
// 500-509, was measured once, its two wrong answers fixed in general form, and it moved to dev).
// Usage: node --experimental-transform-types scripts/eval/draw-exercises.ts --repo=GIT_DIR_OF_THAT_REPOSITORY
import { option, show, writeJsonl, type Item } from './draw-shared.ts';

export const EXERCISE_MODULES = [
  'numbers__gcd', 'numbers__lcm', 'numbers__round_number', 'numbers__div_remainder', 'numbers__is_prime', 'numbers__is_factor',
  'numbers__place_value', 'numbers__list_prime_factors', 'arithmetic__nearest_integer_root', 'algebra__polynomial_roots',
  'algebra__sequence_next_term', 'comparison__sort', 'comparison__kth_biggest', 'measurement__conversion', 'measurement__time',
  'polynomials__expand', 'polynomials__collect', 'algebra__sequence_nth_term', 'comparison__pair', 'comparison__closest',
] as const;

const repo = option('repo');
const pick = (items: readonly { question: string; answer: string }[], module: string, from: number, count: number): Item[] =>
  items.slice(from, from + count).map((it, i) => ({ id: `${module}-${from + i}`, question: it.question, answer: it.answer }));

const dev: Item[] = [];
const heldout: Item[] = [];
for (const module of EXERCISE_MODULES) {
  const items = JSON.parse(show(repo, `math_data/train-easy/${module}.json`)) as { question: string; answer: string }[];
  dev.push(...pick(items, module, 100, 10), ...pick(items, module, 200, 10), ...pick(items, module, 500, 10));
  heldout.push(...pick(items, module, 600, 10));
}
writeJsonl(new URL('./data/exercises-dev.jsonl', import.meta.url).pathname, dev);
writeJsonl(new URL('./data/exercises-heldout.jsonl', import.meta.url).pathname, heldout);
console.log(`exercises: ${dev.length} dev, ${heldout.length} held-out`);
