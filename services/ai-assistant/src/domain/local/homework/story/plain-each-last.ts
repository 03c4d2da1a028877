/**
 * Equal groups told with "each" somewhere other than last, said in the form the readers know
 * ("9 children have 2 candies each"):
 * - "each" before the verb: "9 children each have 2 candies" → "9 children have 2 candies each";
 * - "each of the" first: "Each of the 9 children has 2 candies" → "The 9 children have 2 candies each";
 * - "apiece" for "each": "9 kids who have 2 candies apiece" → "… 2 candies each";
 * - a participle or "on each one" after the groups: "22 players, each having 11 basketballs" and "84
 *   leaves with 139 ladybugs on each one" → "22 players with 11 basketballs each", "84 leaves with 139
 *   ladybugs each" ("on each leaf" too, naming the groups' own thing; one amount only).
 * Only a count of people or things with one verb of having or getting and one amount after it.
 */
import { singular } from './words.js';

const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
const AMOUNT = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
const GROUP = String.raw`((?:[a-z]+ )?[a-z]+s|children|people|men|women)`;
const THINGS = String.raw`((?:[a-z]+ )?[a-z]+s)`;
const HAVE_VERB = String.raw`(have|had|has|get|got|gets|receive|received|receives|own|owned|owns|bought|buy|buys|ate|eat|eats|collected|collect|picked|pick)`;
const THIRD: Readonly<Record<string, string>> = { has: 'have', gets: 'get', receives: 'receive', owns: 'own', buys: 'buy', eats: 'eat' };
const BEFORE_VERB = new RegExp(String.raw`\b(${COUNT} ${GROUP}) each ${HAVE_VERB} (${AMOUNT} ${THINGS})(?=[.,?!]|$)`, 'g');
const EACH_OF = new RegExp(String.raw`\b([Ee])ach of the (${COUNT} ${GROUP}) ${HAVE_VERB} (${AMOUNT} ${THINGS})(?=[.,?!]|$)`, 'g');
const EACH_HAVING = new RegExp(String.raw`\b(${COUNT} ${GROUP}), each (?:having|containing|holding|with|carrying) (${AMOUNT} ${THINGS})(?=[.,?!]|$)`, 'g');
const ON_EACH = new RegExp(String.raw`\b(${COUNT} ${GROUP}) with (${AMOUNT} ${THINGS}) (?:on|in|inside) each (one|[a-z]+)(?=[.,?!]|$)`, 'g');
const APIECE = new RegExp(String.raw`\b(${AMOUNT} ${THINGS}) apiece\b`, 'g');

/** "9 children each have 2 candies" → "9 children have 2 candies each". */
export function plainEachLast(story: string): string {
  return story
    .replace(BEFORE_VERB, (_all, group: string, _g: string, verb: string, amount: string) => `${group} ${verb} ${amount} each`)
    .replace(EACH_OF, (_all, e: string, group: string, _g: string, verb: string, amount: string) =>
      `${e === 'E' ? 'The' : 'the'} ${group} ${THIRD[verb] ?? verb} ${amount} each`)
    .replace(EACH_HAVING, (_all, group: string, _g: string, amount: string) => `${group} with ${amount} each`)
    .replace(ON_EACH, (all, group: string, groups: string, amount: string, _t: string, one: string) =>
      one === 'one' || singular(groups.split(' ').at(-1)!) === one ? `${group} with ${amount} each` : all)
    .replace(APIECE, '$1 each');
}
