import { tag } from '../../text/nlp.js';
import type { Quantity } from './read-story.js';

/** "712261 male and 259378 female salmon": the describing word before "and" shares the next noun. */
function shareNextNoun(quantity: Quantity, next: Quantity | undefined): boolean {
  const word = /^\s*([a-z]+)\s*$/.exec(quantity.trail)?.[1];
  if (quantity.unit !== '' || !word || !next || next.sentence !== quantity.sentence || next.unit === '' || next.modifiers.length !== 1) return false;
  if (!new RegExp(`\\b${quantity.written}\\s+${word}\\s+and\\s*$`).test(quantity.clause + ' and ') || tag(`the ${word} ${next.unit}`)[1]?.pos !== 'ADJ') return false;
  Object.assign(quantity, { unit: next.unit, modifiers: [word] });
  return true;
}

/**
 * A number that names no thing takes its thing from the story: "Emily collects 63 cards. Her father gives her 7 more." → the 7 counts cards too;
 * so does one told with a place ("She sold 16 at a craft fair", "spent 38 on a new game"), never "3 at a time" or "6 in a box" (a rate).
 */
export function inheritUnits(quantities: Quantity[]): void {
  quantities.forEach((quantity, i) => {
    if (shareNextNoun(quantity, quantities[i + 1])) return;
    if (quantity.unit !== '' && !/^(?:more|of|them)$/.test(quantity.unit)) return;
    const endsClause = new RegExp(`\\b${quantity.written}\\s*[.,!?]?\\s*$`).test(quantity.clause);
    if (!/\b(?:more|of them|another)\b/.test(quantity.clause) && quantity.unit === '' && !endsClause && quantity.per === null && !/^\s*(?:to|from|of|away|are|were|is|was|in each|at the|in the|on the|(?:at|in|on) an? (?!(?:time|rate|price|cost|day|week|month|year|row|box|bag|pack|package|case|basket|plate|shelf|page|table|team|group)\b)|with\b|left\b|(?:[a-z]+\s+)?ones?\b)/.test(quantity.trail)) return;
    const before = quantities.slice(0, i).reverse().find((q) => q.unit !== '' && q.per === null);
    // "Sarah had some trucks. She gave 13 to Jeff, and now she has 38 trucks left": the next number names them.
    const after = quantity.unit === '' && /^\s*(?:to|away|from)\b/.test(quantity.trail) ? quantities.slice(i + 1).find((q) => q.unit !== '' && q.per === null) : undefined;
    const source = before ?? after;
    if (source) Object.assign(quantity, { unit: source.unit, modifiers: source.modifiers, inherited: true });
  });
}
