/**
 * svamp-distract: a noun made of a verb and its particle, written with a hyphen ("46 push-ups",
 * "58 sit-ups", "26 cut-outs"), is one word: the readers split "push-ups" into "push" and "ups" and lose
 * what is counted. Written without the hyphen ("pushups") every reader reads it as one thing.
 */
const PHRASAL_NOUN = /\b([a-z]{2,})-(ups?|outs?|ins?|ons?|offs?|overs?|downs?)\b/gi;

export function plainPhrasalNouns(story: string): string {
  return story.replace(PHRASAL_NOUN, (_all, verb: string, particle: string) => `${verb}${particle}`);
}
