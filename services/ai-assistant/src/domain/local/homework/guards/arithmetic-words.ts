import type { Solved, StorySchema } from '../steps.js';

/**
 * Words that change the arithmetic of a story ("came home the same way" doubles a distance, "splits
 * the cost with his brother" halves it, "the last floor is unavailable" takes a group away). A
 * reading that does not use such a word answers some other story, so the solver declines instead.
 * Each rule names the readings that do read its words.
 */
interface Rule {
  name: string;
  pattern: RegExp;
  /** Readings that use these words. */
  readBy: readonly StorySchema[];
  /** When set, only these readings are wrong with the words (a stated total is no part of a sum). */
  only?: readonly StorySchema[];
}

const MOVE = 'walk|walks|walked|walking|come|comes|came|coming|go|goes|went|going|drive|drives|drove|driving|ride|rides|rode|riding|run|runs|ran|running|fly|flies|flew|flying|swim|swims|swam|sail|sails|sailed|travel|travels|traveled|travelled|head|heads|headed|throw|throws|threw|bring|brings|brought|carry|carries|carried|bike|bikes|biked|jog|jogs|jogged|commute|commutes|way|trip';
const DIVIDING: readonly StorySchema[] = ['sharing', 'parts-then-share', 'rest-then-share'];

// asdiv-lost: "12 new players and 44 returning players" names people who came back before, no trip back.
const RETURNING_PEOPLE = 'players|students|members|campers|customers|visitors|guests|athletes|volunteers|scouts|teachers|runners|swimmers|kids|children|fans|champions|starters|veterans|families';

const RULES: readonly Rule[] = [
  { name: 'a way back', readBy: [], pattern: new RegExp(`\\b(?:back and forth|forth and back|round[- ]?trips?|both ways|each way|there and back|the same way|and (?:then )?back|(?:${MOVE})\\s+(?:[a-z]+\\s+)?back|return(?:s|ed)?|returning(?! (?:${RETURNING_PEOPLE})\\b))\\b`) },
  // An average shares the sum out equally: "how many does each of them see on average".
  // "splits them into groups of 11" tells the size of each group: the groups readers read exactly that.
  { name: 'a cost or amount split', readBy: [...DIVIDING, 'average', 'ratio', /* asdiv-mawps */ 'share-shortage', /* lcm-gcd: shared out evenly with none left */ 'identical-groups'], pattern: /\b(?:split(?:s|ting)?\b(?! [a-z ]{0,40}?into (?:groups|piles|teams|bags|boxes|rows|stacks|bundles|packs) (?:of|with) \d)|share[sd]?(?! \d)|sharing|equally|evenly|each of them|each of us)\b/ },
  // "split with his three siblings": he gets a share too, one more sharer than the number says
  // ("into groups with 11 pencils in each group" is the size of a group, no one to share with).
  { name: 'a share with others', readBy: ['ratio'], pattern: /\b(?:split|splits|splitting|share|shares|shared|sharing|divide|divides|divided)\b(?! \d)[^.?]*\bwith (?:his|her|their|my|our|\d+|two|three|four|five|six|seven|eight|nine|ten)\b(?! [a-z]+ in each\b)/ },
  // asdiv-lost: "between her and her 3 cousins": the one who shares is a sharer too (4 people, not 3).
  { name: 'a share with others', readBy: ['ratio'], pattern: /\b(?:split|splits|splitting|share|shares|shared|sharing|divide|divides|divided)\b[^.?]*\b(?:between|among|amongst) (?:him|her|them|me|us|himself|herself|themselves|myself|ourselves) and\b/ },
  { name: 'each of a group', readBy: ['equal-groups', 'rate', 'priced-items', 'parts-then-groups', 'parts-then-rate', 'rest-then-groups', ...DIVIDING], pattern: /\beach of (?:the|his|her|their|its|my|your|these|those)\b/ },
  { name: 'something left out', readBy: [], pattern: /\b(?:unavailable|not available|except|excluding|out of order|for free|free of charge|(?:get|gets|got|one|two|\d+) free|no longer|closed|missing)\b/ },
  { name: 'the rest', readBy: ['rest-then-groups', 'rest-then-share', 'missing-part', 'missing-parts', 'portions', /* svamp-misses: "in the remaining 16 days" names a stretch */ 'stretch-rate'], pattern: /\b(?:the rest(?! (?:are|were) [a-z]+\s*(?:[.;]|$))|the remaining|the remainder|the others|the other ones|all the others)\b/ },
  // "there are 635 girls and the rest are boys": names the other group, which a relation then counts.
  { name: 'the rest named', readBy: ['rest-then-groups', 'rest-then-share', 'missing-part', 'missing-parts', 'portions', 'relation'], pattern: /\bthe rest (?:are|were) [a-z]+\s*(?:[.;]|$)/ },
  { name: 'a growing amount', readBy: [], pattern: /\b(?:doubles|doubling|triples|tripling|quadruple[sd]?|quintuple[sd]?|halfway|halved|halves|increases? (?:yearly|monthly|weekly|daily|each|every|by)|decreases? (?:yearly|monthly|weekly|daily|each|every|by))\b/ },
  // "twice as many movies as he did on Tuesday": only the readers of multiples take it.
  { name: 'a multiple in words', readBy: ['relation', 'age-shift', 'portions', 'interest'], pattern: /\b(?:twice|thrice|double|triple|(?:\w+ )?times as (?:many|much|long|far|fast)|half as (?:many|much))\b/ },
  // gsm-multi: "3 times that long" is a multiple too ("Ken worked 6 hours, and 3 times that long on Saturday"); a reading that leaves it out answers another story
  { name: 'a multiple of that amount', readBy: ['relation', 'age-shift', 'portions', 'interest'], pattern: /\b(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten) times (?:that|this|it)\b/ },
  { name: 'a part written as a fraction word', readBy: ['relation', 'age-shift', 'portions'], pattern: /\b(?:one|two|three|four|a|an)[- ](?:half|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|hundredth)s?\b|\b(?:an|a) (?:eighth|sixth|seventh|ninth|tenth|twelfth)\b/ },
  // para-compare: "By how much did her running distance exceed her walking distance?" asks a difference, no threshold.
  { name: 'a whole number beyond a division', readBy: [/* asdiv-mawps: "how many more are needed at least" */ 'share-shortage'], pattern: /\b(?:to beat|beat the|(?<!\bby how (?:much|many [a-z]+)\b[^.?!]*)(?:exceed|exceeds|surpass)|at least|at most|break the record|no more than|enough to)\b/ },
  { name: 'an order in a sequence', readBy: [/* lcm-gcd: "every 6th day", "every 100th caller" */ 'meeting-cycles'], pattern: /\b\d+(?:st|nd|rd|th)\b/ },
  { name: 'an amount named again', readBy: ['proportion', 'common-factor', 'common-multiple', /* lcm-gcd: pieces of the same length */ 'identical-groups'], pattern: /\bthe same (?:period|length|price|rate|cost|distance|speed|amount of time)\b/ },
  { name: 'a condition on time', readBy: [/* lcm-gcd: "how many days until they meet again" */ 'meeting-cycles'], pattern: /\b(?:once|until|unless|whenever) (?:he|she|they|it|we|you|i|the|his|her|their)\b/ },
  { name: 'a fraction written with a slash', readBy: ['relation', 'age-shift', 'portions'], pattern: /\b\d+\s*\/\s*\d+\b/ },
  { name: 'a time shift', readBy: ['interest', 'age-shift'], pattern: /\b(?:in|after) (?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|twenty) (?:more )?years\b|\byears? (?:ago|from now|later|earlier|before)\b/ },
  { name: 'sides of a shape', readBy: ['area'], pattern: /\b\d+(?:\.\d+)?\s*(?:[a-z]+\s+)?(?:by|x|×)\s+\d/ },
  // "cut 16 roses from her garden and put them in the vase": taken from one place, given to another;
  // only a reader that follows places (place-change) knows which way the asked place changed.
  { name: 'things moved between places', readBy: [], only: ['start-unknown', 'change-unknown', 'combine', 'compare'], pattern: /\b(?:cut|cuts|took|takes|picked|picks|pulled|pulls|removed|removes|moved|moves)\b[^.?]*\b(?:put|puts|placed|places|added|adds)\b[^.?]*\b(?:in|into|on|onto)\b/ },
  { name: 'a stated total', readBy: [], only: ['combine', 'priced-items', 'parts-then-groups', 'parts-then-rate', 'parts-then-share'], pattern: /\b(?:in total|altogether|in all|the total|a total of)\b[^?]*[.!]/ },
];

/** The reading's schema, from its number sentence. */
function schemaOf(solved: Solved): StorySchema | null {
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  return step?.kind === 'number-sentence' ? step.schema : null;
}

/** The first rule whose words the statement has and the reading does not read; null when none. */
export function unreadArithmeticWord(statement: string, solved: Solved): string | null {
  const text = statement.toLowerCase().replace(/\s+/g, ' ');
  const schema = schemaOf(solved);
  const applies = (r: Rule): boolean => (schema ? !r.readBy.includes(schema) && (!r.only || r.only.includes(schema)) : !r.only);
  const rule = RULES.find((r) => r.pattern.test(text) && applies(r));
  return rule?.name ?? null;
}
