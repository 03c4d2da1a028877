import { MULTIPLIER } from './multipliers.js';

/**
 * Other ways English states one amount through another, rewritten into the forms the relation
 * grammar reads ("has twice as many cards as @ben"). Each rewrite keeps the meaning exactly:
 * - "twice the number of cards (that) @ben has" is "twice as many cards as @ben";
 * - "as @ben does", "as does @ben", "than @ben has": the repeated verb adds nothing;
 * - "is younger than @ben by 3 years" is "is 3 years younger than @ben";
 * - "has 20 cards, which is 5 more than (what) @ben has" and "weighs 75 pounds, 6 pounds less than
 *   @ben": the amount, then its relation, as two parts joined by "and";
 * - "twice @ben's age" (written "@ben' age" after an s): "twice as old as @ben".
 */
const COMPARATIVE = 'more|fewer|less|older|younger|taller|shorter|heavier|lighter|longer|farther';
const AUX = '(?:has|have|had|does|do|did|is|was|are|were|can|could|owns|owned|made|makes|bought|buys|read|reads|sold|sells|got|gets|won|collected|picked|caught|scored)';
const NUMBER = '(?:\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';

/** A word of a thing's name, not the "as" or "that" after it. */
const WORD = '(?!as\\b|that\\b|which\\b)[a-z]+';

const REWRITES: ReadonlyArray<[RegExp, string]> = [
  // "the number of @oreos": a thing named with a capital is still the thing counted.
  [/\bthe (?:number|amount) of @([a-z]+)/g, 'the number of $1'],
  [new RegExp(`\\b(${MULTIPLIER}) the (?:number|amount) of (${WORD}(?: ${WORD})?) (?:(?:that|as|which) )?(@[a-z]+)\\b`, 'g'), '$1 as many $2 as $3'],
  [new RegExp(`\\b(${MULTIPLIER}) the (?:number|amount) (?:that|as) (@[a-z]+)\\b`, 'g'), '$1 as many as $2'],
  [new RegExp(`\\b(as|than) (?:what )?(@[a-z]+) ${AUX}$`), '$1 $2'],
  [new RegExp(`\\bas ${AUX} (@[a-z]+)$`), 'as $1'],
  [new RegExp(`\\b(${COMPARATIVE}) than (@[a-z]+) by (${NUMBER} [a-z]+)$`), '$3 $1 than $2'],
  // "which is 95 more whistles than @charles has": the things may follow the comparative too.
  [new RegExp(`^(\\S+ ${NUMBER}(?: [a-z]+){0,2}),? (?:which|that) (?:is|was) (${NUMBER}(?: [a-z]+)? (?:${COMPARATIVE})(?: [a-z]+)? than)`), '$1 and $2'],
  [new RegExp(`^(\\S+ ${NUMBER}(?: [a-z]+){0,2}), (${NUMBER}(?: [a-z]+)? (?:${COMPARATIVE}) than @[a-z]+)(?: and (${NUMBER}(?: [a-z]+)? (?:${COMPARATIVE}) than @[a-z]+))?$`),
    '$1 and $2 and $3'],
  [new RegExp(`\\b(${MULTIPLIER}) (@[a-z]+)(?:'s?|’s?)? age$`), '$1 as old as $2'],
  // "is 12 and is 3 years younger than @olaf": the age, then the relation.
  [new RegExp(`^(is|was) (${NUMBER})(?: years old)? and (?:is|was) `), '$1 $2 and '],
  // gsm-multi: "4 times the distance (that) @hiro walked", "half of the distance @selena ran": @hiro's own distance.
  [/(?:\bthe |@)distance (?:that )?(@[a-z]+) (?:walked|walks|ran|runs|drove|drives|swam|swims|biked|bikes|rode|rides|jogged|jogs|traveled|travelled|covered)$/, '$1'],
];

/** The clause (lower case, refs marked) in the relation grammar's own words; unchanged when no rewrite applies. */
export function plainComparison(clause: string): string {
  const rewritten = REWRITES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), clause);
  return rewritten.replace(/ and $/, '');
}
