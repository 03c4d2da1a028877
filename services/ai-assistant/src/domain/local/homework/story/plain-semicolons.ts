/**
 * A semicolon between two clauses ends a sentence for the readers: "Ann spent $12 on lunch; her
 * brother spent $5." is two sentences, so each buyer keeps their own, and "… at the store; what was
 * his total?" asks its question in a sentence of its own. Only before a word: "3; 4" stays.
 */
const CLAUSE_SEMICOLON = /;\s+([a-z])/gi;

export function plainSemicolons(story: string): string {
  return story.replace(CLAUSE_SEMICOLON, (_all, letter: string) => `. ${letter.toUpperCase()}`);
}
