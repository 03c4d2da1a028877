import { singular } from '../story/words.js';
import { MULTIPLIER } from './multipliers.js';

const NUM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)`;

/**
 * "There are 458 more girls than boys. There are 692 girls.": the things counted are the names.
 * Rewritten as "@girl are 458 more than @boy", "@girl are 692", read like any other relation.
 */
export function thingsAsNames(text: string): string {
  return text
    // "A house and a lot cost $120000": the two together.
    .replace(/\b(?:an?|the) ([a-z]+) and (?:an?|the) ([a-z]+) (cost|weigh|have)\b/gi, (_m, a: string, b: string, verb: string) => `the ${a} and the ${b} ${verb}`)
    .replace(new RegExp(`\\bthere (are|were|is|was) ${NUM} (more|fewer|less) ([a-z]+) than(?: there (?:are|were))? ([a-z]+)\\b`, 'gi'),
      (_m, verb: string, n: string, comparative: string, a: string, b: string) => `@${singular(a)} ${verb} ${n} ${comparative} than @${singular(b)}`)
    // "There are 3 times as many girls as boys in the class": a place ending the sentence says where, not how many.
    .replace(new RegExp(`\\bthere (are|were) (${MULTIPLIER}) as many ([a-z]+) as(?: there (?:are|were))? ([a-z]+)(?: (?:in|at|on) (?:the |a |an |this |that )?(?:[a-z]+ ){0,2}[a-z]+)?(?=[.,;]|$)`, 'gi'),
      (_m, verb: string, mult: string, a: string, b: string) => `@${singular(a)} ${verb} ${mult} as many as @${singular(b)}`)
    .replace(new RegExp(`\\bthere (are|were|is|was) ${NUM} ([a-z]+)(?=[.,;]|$| in\\b| at\\b)`, 'gi'), (_m, verb: string, n: string, a: string) => `@${singular(a)} ${verb} ${n}`);
}
