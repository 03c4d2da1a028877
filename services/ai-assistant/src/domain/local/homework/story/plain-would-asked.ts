/**
 * A hypothetical question after changes told as conditions (svamp-misses, mawps-guards): "If they sold 33 books,
 * but then put 2 more in the bin, how many books would be in the bin?" asks what there is once the changes are
 * done. A condition said in the question's own sentence first becomes a sentence of its own ("If they threw away
 * 20 … in the bin how many …" → "They threw away 20 … in the bin. How many …"); then "would be in the bin" is
 * asked "are in the bin now", and "How much money would he have?" is asked "does he have now". Only a question
 * with no number, no "if" and no amount for each one ("will be" and "… when the workers are finished?" alike), only when no "if" is left in the facts, and a place only
 * when the facts name it after at least two numbers (a start and a change): "would be in the box" after a story
 * of a bin stays as told.
 */
// asdiv-more2: "will be" after the changes alike, and "when the workers are finished" says the same end.
const FINISHED = String.raw`(?: when (?:the )?[a-z]+ (?:is|are) (?:finished|done))?`;
const BE_PLACE = new RegExp(String.raw`^How many(?: ([a-z][a-z -]*?))? (?:would|will) be ((?:in|on|at) (?:the )?([a-z]+)(?: [a-z]+)*?)${FINISHED}\?$`);
const HAVE = new RegExp(String.raw`^How (many [a-z][a-z -]*?|much money) (?:would|will) (he|she|they|it|the [a-z]+|[A-Z][a-z]+) have( left| to [a-z]+)?${FINISHED}\?$`);
const DOES: Record<string, string> = { they: 'do' };
/** "If they threw away 20 … in the bin, how many would be …?": the condition and the question of one sentence. */
const IF_THEN_WOULD = /(^|[.!?]\s+)If ([a-z])([^.!?]*?),?\s+(how (?:many|much)\b[^.!?]*?\bwould\b[^.!?]*\?)\s*$/;

export function plainWouldAsked(story: string): string {
  const told = story.trim().replace(IF_THEN_WOULD, (_, start: string, first: string, rest: string, asked: string) => `${start}${first.toUpperCase()}${rest}. ${asked[0]!.toUpperCase()}${asked.slice(1)}`);
  const sentences = told.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  if (/\bif\b/i.test(facts) || /\d|\beach\b|\bper\b|\bevery\b/.test(question)) return story;
  // "Park workers will plant 20 bushes today. How many … will the park have?" is read as told: a change still to come.
  if (/\bwill\b/.test(question) && /\bwill\b/i.test(facts)) return story;
  const be = BE_PLACE.exec(question);
  if (be) {
    const named = new RegExp(`\\b(?:in|on|at|into|onto) (?:the |a )?(?:[a-z]+ )?${be[3]}\\b`).test(facts);
    if (!named || (facts.match(/\d+(?:\.\d+)?/g) ?? []).length < 2) return story;
    return [...sentences.slice(0, -1), `How many${be[1] ? ` ${be[1]}` : ''} are ${be[2]!.trim()} now?`].join(' ');
  }
  const have = HAVE.exec(question);
  if (!have) return story;
  // "How many trees will the park have?" of trees told "in the park" is asked as the place's: "… are in the park now?"
  const place = /^the ([a-z]+)$/.exec(have[2]!)?.[1];
  if (place) {
    const named = new RegExp(`\\b(?:in|on|at) the ${place}\\b`).test(facts);
    return named && have[1]!.startsWith('many') && !have[3] ? [...sentences.slice(0, -1), `How ${have[1]} are in the ${place} now?`].join(' ') : story;
  }
  const aux = DOES[have[2]!] ?? 'does';
  const tail = have[3] === ' left' ? ' left' : `${have[3] ?? ''} now`;
  return [...sentences.slice(0, -1), `How ${have[1]} ${aux} ${have[2]} have${tail}?`].join(' ');
}
