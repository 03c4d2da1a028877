import { NUM } from './plain-parts.js';
import { singular } from './words.js';

/**
 * Equal groups said another way, rewritten into the "each" sentence the group readers know:
 * - a trailing "each having": "22 players, each having 11 balls" is "22 players and each player has
 *   11 balls" (also "each with", "each containing", "each holding", "each carrying");
 * - the things doing it each: "nine children each have two candies" is "there are nine children and
 *   each child has two candies";
 * - "84 leaves with 139 ladybugs on each one" is "139 ladybugs on each of the 84 leaves".
 * Only a plural group is rewritten ("a team, each with" names no count of members).
 */
const HAS: Record<string, string> = { having: 'has', with: 'has', containing: 'contains', holding: 'holds', carrying: 'carries', owning: 'owns' };
const EACH_HAVING = new RegExp(String.raw`\b(${NUM}) ([a-z]+), each (having|with|containing|holding|carrying|owning) (${NUM}) `, 'g');
const EACH_DOING = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f )(${NUM}) ([a-z]+) each (have|has|had|hold|holds|held|contain|contains|contained|carry|carries|carried|own|owns|owned) (${NUM}) `, 'g');
const WITH_ON_EACH = new RegExp(String.raw`\b(${NUM}) ([a-z]+) with (${NUM}) ([a-z]+) (on|in) each(?: one| of them)?\b`, 'g');

const THIRD: Record<string, string> = { have: 'has', hold: 'holds', contain: 'contains', carry: 'carries', own: 'owns' };
const PAST = /(?:had|held|ed)$/;

const plural = (things: string): boolean => singular(things) !== things;

export function plainEachShapes(story: string): string {
  return story
    .replace(EACH_HAVING, (all, count: string, things: string, having: string, amount: string) =>
      (plural(things) ? `${count} ${things} and each ${singular(things)} ${HAS[having]!} ${amount} ` : all))
    .replace(EACH_DOING, (all, start: string, count: string, things: string, verb: string, amount: string) => {
      if (!plural(things)) return all;
      const past = PAST.test(verb);
      const there = `${/^if/i.test(start) ? 'there' : 'There'} ${past ? 'were' : 'are'}`;
      return `${start}${there} ${count} ${things} and each ${singular(things)} ${THIRD[verb] ?? verb} ${amount} `;
    })
    .replace(WITH_ON_EACH, (all, count: string, things: string, amount: string, items: string, on: string) =>
      (plural(things) && plural(items) ? `${amount} ${items} ${on} each of the ${count} ${things}` : all));
}
