import { capitalize } from './words.js';
import { markRefs, refsIn } from '../quantity-graph/refs.js';

/**
 * A told total of two named people's amounts, in the one form the relation reader reads as
 * a + b = N: "Together Ann and Ben have 60 apples in total." (the total word stays, so every reader and
 * guard that knows a stated total still sees one). Rewritten from
 * - a closing total word: "Ann and Ben have 60 apples together / in total / altogether / combined";
 * - "a total of": "Ann and Ben have a total of 60 apples";
 * - "they", when the story names exactly two people: "Together, they have $150.", "They have $150 in total.";
 * - two things' joint price: "A pen and pencil have a total cost of $6" is "The pen and the pencil cost $6";
 * - a sum of ages: "The sum of Ann and Ben's ages is 17", "The total of their ages is 17" (ages: "are 17 years old").
 * Only a sentence that is exactly the two, a verb of having, costing or weighing, one amount and the
 * total word is rewritten; anything more stays as it was.
 */
const NAME = String.raw`[A-Z][a-z]+`;
const VERB = String.raw`(?:have|has|had|cost|costs|weigh|weighs|weighed)`;
/** What two people did together: "Together they ran 36 miles", "… earned $37". */
const DID = String.raw`(?:have|has|had|cost|weigh|weighed|ran|walked|earned|saved|collected|picked|read|scored|sold|made|baked|caught|found|drove|swam|wrote)`;
const AMOUNT = String.raw`\$?\d+(?:\.\d+)?(?: [a-z-]+){0,2}`;
const TOTAL_WORD = String.raw`(?:together|altogether|in total|combined|in all)`;
const TOTAL_AFTER = new RegExp(String.raw`(^|[.!?]\s+)(${NAME}) and (${NAME}) (${VERB}) (${AMOUNT}?),? ${TOTAL_WORD}([.!?])`, 'g');
const TOTAL_OF = new RegExp(String.raw`(^|[.!?]\s+)(${NAME}) and (${NAME}) (${VERB}) a (?:combined )?total of (${AMOUNT}?)([.!?])`, 'g');
const THEY_FIRST = new RegExp(String.raw`(^|[.!?]\s+)(?:Together|In total|Altogether|Combined),? they (${DID}) (${AMOUNT}?)([.!?])`, 'g');
const THEY_AFTER = new RegExp(String.raw`(^|[.!?]\s+)They (${VERB}) (?:a (?:combined )?total of (${AMOUNT}?)|(${AMOUNT}?),? ${TOTAL_WORD})([.!?])`, 'g');
const NOW = String.raw`(?:(?:right )?now|currently|today)`;
const AGES_OF = new RegExp(String.raw`(^|[.!?]\s+)The (?:current )?(?:sum|total) of (?:(${NAME})(?:'s)? and (${NAME})'s|their)(?: current)? ages(?: ${NOW})? (?:is|are)(?: ${NOW})? (\d+)(?: years)?([.!?])`, 'g');

/** Two things' joint price: "A pen and pencil have a total cost of $6", "A hat and a scarf cost $30 in total". */
const THINGS_COST = new RegExp(String.raw`(^|[.!?]\s+)(?:An?|The) ([a-z]+) and (?:(?:an?|the) )?([a-z]+) (?:have a (?:combined |total )*(?:cost|price) of|cost a (?:combined )?total of|cost) (\$\d+(?:\.\d+)?)(?:,? (?:together|altogether|in total|combined|in all))?([.!?])`, 'g');
const COST_ASKED = /\b(?:What|what) (?:is|was) the (?:cost|price) of (?:the|a|an|one) ([a-z]+)\?/g;

const together = (_all: string, start: string, a: string, b: string, verb: string, amount: string, end: string): string => `${start}Together ${a} and ${b} ${verb} ${amount} in total${end}`;

/** The two people a story names, or null when it names fewer or more ("Hannah … her sister" names one). */
function twoNames(story: string): [string, string] | null {
  const names = refsIn(markRefs(story)).map(capitalize).filter((name) => new RegExp(`\\b${name}\\b`).test(story));
  return names.length === 2 ? [names[0]!, names[1]!] : null;
}

function theyTogether(story: string): string {
  const pair = twoNames(story);
  if (!pair) return story;
  const [a, b] = pair;
  return story
    .replace(THEY_FIRST, (_all, start: string, verb: string, amount: string, end: string) => together('', start, a, b, verb, amount, end))
    .replace(THEY_AFTER, (_all, start: string, verb: string, totalOf: string | undefined, amount: string | undefined, end: string) => together('', start, a, b, verb, totalOf ?? amount ?? '', end))
    .replace(AGES_OF, (all, start: string, first: string | undefined, second: string | undefined, years: string, end: string) => {
      const named = first && second ? [first, second] : [a, b];
      return named.every((n) => n === a || n === b) && named[0] !== named[1] ? `${start}Together ${named[0]} and ${named[1]} are ${years} years old in total${end}` : all;
    });
}

function thingsTogether(story: string): string {
  if (!THINGS_COST.test(story)) return story;
  return story.replace(THINGS_COST, (_all, start: string, a: string, b: string, amount: string, end: string) => `${start}The ${a} and the ${b} cost ${amount}${end}`)
    .replace(COST_ASKED, (_all, thing: string) => `how much does the ${thing} cost?`);
}

export function plainTogether(story: string): string {
  return thingsTogether(theyTogether(story.replace(TOTAL_AFTER, together).replace(TOTAL_OF, together)));
}
