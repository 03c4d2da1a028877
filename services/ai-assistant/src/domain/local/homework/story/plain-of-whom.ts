/**
 * People counted as part of a group, said as things are: "30 students, 12 of whom are boys" is "30
 * students, and 12 of them are boys" (the form plain-parts makes of "of which"). It runs first, so
 * the rewrites of parts see it.
 */
const OF_WHOM = /,? (\d+(?:\.\d+)?) of whom (are|were|is|was)\b/g;

export function plainOfWhom(story: string): string {
  return story.replace(OF_WHOM, (_all, count: string, be: string) => `, and ${count} of them ${be}`);
}
