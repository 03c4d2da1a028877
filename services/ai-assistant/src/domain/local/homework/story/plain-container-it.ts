import { eachSentence } from './order-clauses.js';

/**
 * para-forms: a container said again as "it", named back (the form the place readers know): "There
 * were 54 scissors in the drawer. Keith added 22 more scissors to it." is "… added 22 more scissors to
 * the drawer."; "A jar had 3 cookies. Tom put 5 cookies in it." is "… in the jar.". Only when the
 * sentences before name exactly one place with "in/into/on/to the (or a, his, her) X", and only "it"
 * right after "to", "in", "into", "on" or "onto" in a statement, after a number.
 */
const PLACE = /\b(?:in|into|on|onto|to|inside) (?:the|a|an|his|her|their) ((?:[a-z]+ )?[a-z]+)\b/g;
const SUBJECT_PLACE = /(?:^|[.!?]\s+)(?:The|A|An|His|Her|Their) ([a-z]+) (?:had|has|held|holds|contained|contains)\b \d/g;
const IT_AFTER_AMOUNT = /(\d[^.!?]*?\b(?:to|in|into|on|onto)) it\b(?=[\s.,!?]|$)/;
const NOT_PLACES = /^(?:morning|afternoon|evening|week|year|month|day|total|end|beginning|first|second|same|meantime|fact|order|addition|all)$/;

function placesIn(text: string): Set<string> {
  const places = new Set<string>();
  for (const found of text.matchAll(PLACE)) if (!NOT_PLACES.test(found[1]!.split(' ').pop()!)) places.add(found[1]!.split(' ').pop()!);
  for (const found of text.matchAll(SUBJECT_PLACE)) places.add(found[1]!);
  return places;
}

export function plainContainerIt(story: string): string {
  let before = '';
  return eachSentence(story, (sentence) => {
    const places = placesIn(before);
    before = before ? `${before} ${sentence}` : sentence;
    if (sentence.endsWith('?') || places.size !== 1) return sentence;
    const place = [...places][0]!;
    return sentence.replace(IT_AFTER_AMOUNT, (_all, lead: string) => `${lead} the ${place}`);
  });
}
