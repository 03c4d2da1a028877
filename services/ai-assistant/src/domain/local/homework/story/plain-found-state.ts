/**
 * svamp-shapes: a finding about some of the things, asked about as their state: "Tom found 15 seashells and Fred
 * found 43 seashells. When they cleaned them, they discovered that 29 were cracked. How many seashells were not
 * cracked?" is said "… 29 of the seashells were cracked. How many seashells were not cracked?", the plain part
 * of a whole the readers know. Only when the question asks the things "not <state>" (or "un<state>") by the
 * state's own word and counts the thing the story found; a question about the act ("did they find together")
 * keeps the finding, which `guards/found-out-state.ts` lets a reading leave out.
 */
const FINDING = /(^|[.!?]\s+)(?:When [^,.?!]+,\s+)?(?:he|she|they|we|I|[A-Z][a-z]+) (?:discovered|noticed|realized|learned|found out|saw) that (\d+) (?:of them )?(were|was) ([a-z]+)\./;
const ASKED = /^how many ([a-z]+) (?:were|are|was|is) (?:not |un)([a-z]+)\?$/i;

export function plainFoundState(story: string): string {
  const finding = FINDING.exec(story);
  const question = /[^.!?]*\?\s*$/.exec(story)?.[0]?.trim() ?? '';
  const asked = ASKED.exec(question);
  if (!finding || !asked || asked[2]!.toLowerCase() !== finding[4]!.toLowerCase()) return story;
  const thing = asked[1]!.toLowerCase();
  const before = story.slice(0, finding.index);
  // The thing counted must be one the story found before the finding ("found 15 seashells").
  if (!new RegExp(String.raw`\b\d+ ${thing}\b`, 'i').test(before)) return story;
  return story.replace(FINDING, `$1$2 of the ${thing} $3 $4.`);
}
