import { writeNumbersAsDigits } from '../../text/number-words.js';
import { singular } from './words.js';

/**
 * asdiv: an equal group told another way, rewritten into the plain "each" form the group readers know:
 * - a pack size: "White t-shirts can be purchased in packages of 6." → "Each package has 6 white t-shirts."
 *   (only a sentence of its own with that one number, the things named before the verb);
 * - a price after the count: "bought 4 tires each for $60" → "bought 4 tires for $60 each";
 * - a gift to each of a group: "Chris gave his 35 friends 12 pieces of candy each." → "Chris has 35 friends.
 *   Chris gave each friend 12 pieces of candy." (only a whole sentence, given by a name or pronoun);
 * - groups told with a trailing "each having": "there are 6 ponds, each having 175 fish" → "There are 6 ponds.
 *   Each pond has 175 fish";
 * - a seller's price or earning per item: "The shop sells their t-shirts for $16." → "Each t-shirt sells for
 *   $16."; "makes $9 off each t-shirt sold" → "earns $9 for each t-shirt sold".
 */
const CONTAINERS = 'packages|packs|boxes|bags|cases|cartons|bundles|crates|jars|sets';
const PACKED = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f\s+)((?:[A-Z]?[a-z]+(?:[ -]+[a-z]+){0,2}) )(?:come|are sold|are packed|are packaged|come packed|can be (?:purchased|bought)|are (?:purchased|bought))\s+in\s+(${CONTAINERS}) of (\d+)(?=\s*[.,?!])`, 'g');
const EACH_FOR = /\b(\d+(?:\.\d+)? [a-z]+(?:[ -][a-z]+)?) each for (\$\d+(?:\.\d+)?)(?=\s*[.,?!]| each\b)/g;
const EACH_HAVING = /(^|[.!?]\s+)(?:If )?([Tt]here (?:are|were) )(\d+) ([a-z]+s)( of [a-z]+)?((?: in [a-z ]+?)?), each (?:having|with|containing|holding) (\d+(?:\.\d+)? [a-z][a-z -]*?)(?=\s*[,.?])/g;
const SELLS_THEIR = /(^|[.!?]\s+)(?:The [A-Za-z' -]+?|They|He|She|[A-Z][a-z]+) (?:sells|sold|sell) (?:their|its|his|her|the) ([a-z-]+s) for (\$\d+(?:\.\d+)?)(?: each)?\./g;
const MAKES_OFF = /\b(?:makes|made|make) (\$\d+(?:\.\d+)?)(?: dollars)? (?:off|on|from) each ([a-z-]+)( sold)?\b/g;
const GIFT_EACH = /(^|[.!?]\s+)((?:[A-Z][a-z]+|He|She|They)) (gave|gives|give) (his|her|their) (\d+) ([a-z]+s) (\d+(?:\.\d+)? [a-z]+(?: of [a-z]+)?) each\./g;

/** The containers a pack size is told with: a plural noun that is not a person. */
const notPeople = (things: string): boolean => !/\b(?:people|children|students|friends|kids|boys|girls|men|women)\b/i.test(things);

export function plainEachTold(story: string): string {
  // Numbers in words ("four tires") are read as digits only where one of these forms is found.
  const digits = writeNumbersAsDigits(story);
  const told = rewrite(digits);
  return told === digits ? story : told;
}

function rewrite(story: string): string {
  return story
    .replace(PACKED, (all, start: string, things: string, containers: string, size: string) => {
      const thing = things.trim();
      if (!notPeople(thing) || /\b(?:they|it|these|those|the rest)\b/i.test(thing)) return all;
      return `${start}${/^[Ii]f/.test(start) ? 'each' : 'Each'} ${singular(containers)} has ${size} ${thing.toLowerCase()}`;
    })
    .replace(EACH_FOR, (_all, count: string, price: string) => `${count} for ${price} each`)
    .replace(EACH_HAVING, (_all, start: string, there: string, count: string, groups: string, of: string | undefined, where: string, amount: string) =>
      `${start}T${there.slice(1)}${count} ${groups}${of ?? ''}${where}. Each ${singular(groups)}${of ?? ''} has ${amount}`)
    .replace(SELLS_THEIR, (_all, start: string, things: string, price: string) => `${start}Each ${singular(things)} sells for ${price}.`)
    .replace(MAKES_OFF, (_all, money: string, thing: string, sold: string | undefined) => `earns ${money} for each ${thing}${sold ?? ''}`)
    .replace(GIFT_EACH, (_all, start: string, giver: string, verb: string, _own: string, count: string, group: string, amount: string) =>
      `${start}${giver} ${giver === 'They' ? 'have' : 'has'} ${count} ${group}. ${giver} ${verb} each ${singular(group)} ${amount}.`);
}
