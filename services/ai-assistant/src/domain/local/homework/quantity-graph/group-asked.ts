/**
 * A question about everyone the story names, said as a group: "do they have together", "the three
 * boys", "all 4 of them", "the 2 men", "these three children". When the group is counted, the count
 * must be the number of people the story names, so a group that leaves someone out (or adds someone
 * the story never gives an amount for) is not read as everyone.
 */
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, both: 2, pair: 2, 'both of them': 2 };
const N = '(\\d+|two|three|four|five|six|seven|eight)';
const PEOPLE = '(?:boys|girls|children|kids|men|women|friends|siblings|sisters|brothers|people|family members|students|players|ladies|guys|persons)';
const GROUPS = [
  new RegExp(`\\b(?:all|the|these|those) ${N} (?:of them|${PEOPLE})\\b`),
  new RegExp(`\\b(?:all )?(?:the|these|those) ${PEOPLE}\\b`),
  new RegExp(`\\b(?:all|the|these|those) ${N}\\b(?! [a-z]+s\\b)`),
  /\b(?:they(?: all)?|all of them|both of them|the two|the pair|both|their)\b/,
];

export interface Group {
  /** The words that name the group, to be read past. */
  phrase: string;
  /** How many the group counts, when it says. */
  count: number | null;
}

/** The group a question names, or null. */
export function groupIn(lowerQuestion: string): Group | null {
  for (const pattern of GROUPS) {
    const match = pattern.exec(lowerQuestion);
    if (!match) continue;
    const n = match[1];
    const count = n === undefined ? (COUNTS[match[0].replace(/^the /, '')] ?? null) : COUNTS[n] ?? Number(n);
    return { phrase: match[0], count: Number.isFinite(count) ? count : null };
  }
  return null;
}

/** Whether the group can be everyone: its count, when it has one, is the number of people named. */
export const groupIsEveryone = (group: Group, everyone: number): boolean => everyone >= 2 && (group.count === null || group.count === everyone);
