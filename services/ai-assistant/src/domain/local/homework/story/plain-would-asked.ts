/**
 * svamp-misses: "If they sold 33 books, but then put 2 more in the bin, how many books would be in the bin?" —
 * once the conditions stand as facts (plainForms moves them first), the hypothetical question asks what
 * there is after them: "How many books are in the bin now?", "How much money would he have?" → "How much
 * money does he have now?". Only a question with no number, no "if" and no amount for each one, whose
 * "would" is followed by "be" with a place or by "have", and only when no "if" is left in the facts.
 */
const BE_PLACE = /^How many ([a-z][a-z -]*?) would be ((?:in|on|at) (?:the |line\b)[a-z ]*?)\?$/;
const HAVE = /^How (many [a-z][a-z -]*?|much money) would (he|she|they|it|[A-Z][a-z]+) have( left| to [a-z]+)?\?$/;
const DOES: Record<string, string> = { they: 'do' };

export function plainWouldAsked(story: string): string {
  const sentences = story.trim().split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  if (/\bif\b/i.test(facts) || /\d|\beach\b|\bper\b/.test(question)) return story;
  const be = BE_PLACE.exec(question);
  if (be) return [...sentences.slice(0, -1), `How many ${be[1]} are ${be[2]!.trim()} now?`].join(' ');
  const have = HAVE.exec(question);
  if (!have) return story;
  const aux = DOES[have[2]!] ?? 'does';
  const tail = have[3] === ' left' ? ' left' : `${have[3] ?? ''} now`;
  return [...sentences.slice(0, -1), `How ${have[1]} ${aux} ${have[2]} have${tail}?`].join(' ');
}
