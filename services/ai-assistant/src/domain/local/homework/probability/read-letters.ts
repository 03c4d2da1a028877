import { countOf, type DrawProblem, type Wanted } from './draw-problem.js';

/**
 * The set-of-letters form of a draw: "Two letters picked without replacement from {t: 6, o: 4}.
 * What is prob of picking 2 o?", or from a word of letters ("papapaa"), or "prob of sequence oc".
 */
const DRAW = /\b([a-z]+|\d+) letters? (?:are |is )?(?:picked|drawn|chosen|selected) (with|without) replacement from (\{[^}]*\}|[a-z]+\b)/i;

function contents(source: string): DrawProblem['items'] | null {
  if (source.startsWith('{')) {
    const pairs = [...source.matchAll(/([a-z]):\s*(\d+)/gi)].map((m): [string, number] => [(m[1] ?? '').toLowerCase(), Number(m[2])]);
    const listed = source.slice(1, -1).split(',').filter((part) => part.trim() !== '').length;
    return pairs.length === listed && pairs.length > 0 ? pairs : null;
  }
  const counts = new Map<string, number>();
  for (const letter of source.toLowerCase()) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return [...counts.entries()];
}

function wanted(question: string): Wanted | null {
  const sequence = /\bprob(?:ability)? of (?:the )?sequence ([a-z]+)\b/i.exec(question)?.[1];
  if (sequence) return { order: 'in order', draws: [...sequence.toLowerCase()].map((letter) => [letter]) };
  const picking = /\bprob(?:ability)? of picking ((?:(?:\d+|[a-z]+) [a-z](?:, | and |,? and )?)+)/i.exec(question)?.[1];
  if (!picking) return null;
  const counts: Array<[string, number]> = [];
  for (const part of picking.matchAll(/(\d+|[a-z]+) ([a-z])\b/gi)) {
    const n = countOf(part[1] ?? '');
    if (n === null) return null;
    counts.push([(part[2] ?? '').toLowerCase(), n]);
  }
  return counts.length > 0 ? { order: 'any order', counts } : null;
}

export function readLetterDraw(question: string): DrawProblem | null {
  const draw = DRAW.exec(question);
  if (!draw) return null;
  const draws = countOf(draw[1] ?? '');
  const items = contents(draw[3] ?? '');
  const want = wanted(question);
  if (draws === null || !items || !want) return null;
  return { items, thing: 'letter', things: 'letters', draws, replaced: (draw[2] ?? '').toLowerCase() === 'with', want, question };
}
