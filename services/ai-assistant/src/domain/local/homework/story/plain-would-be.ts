/**
 * mawps-guards: "If they threw away 20 of the old ones and put 13 new ones in the bin, how many would be in the
 * bin?" — the question asked after changes told as a condition ("would be") asks for what is there once they are
 * done, which the readers of changes read as "are … now". Only a place the story names ("in the bin", "in line"),
 * after a story of at least two numbers (a start and a change); a question with a number, "each" or "every"
 * ("how many would be in 3 bags") asks something else and stays as told.
 */
const WOULD_BE = /\b[Hh]ow many( [a-z]+(?: [a-z]+)?)? would be (in|on|at) ((?:the )?([a-z]+))\?\s*$/;
/** "If they threw away 20 … in the bin how many …": the condition said as a sentence of its own. */
const IF_CLAUSE = /(^|[.!?]\s+)If ([a-z])([^.!?]*?),?\s*$/;

export function plainWouldBe(story: string): string {
  const asked = WOULD_BE.exec(story);
  if (!asked || /\b(?:each|every|per)\b/.test(asked[0])) return story;
  const facts = story.slice(0, asked.index).replace(IF_CLAUSE, (_, start: string, first: string, rest: string) => `${start}${first.toUpperCase()}${rest}. `);
  const place = asked[4]!;
  if ((facts.match(/\d+(?:\.\d+)?/g) ?? []).length < 2 || !new RegExp(`\\b(?:in|on|at|into|onto) (?:the )?${place}\\b`).test(facts)) return story;
  return `${facts}How many${asked[1] ?? ''} are ${asked[2]} ${asked[3]} now?`;
}
