/**
 * The sides of a question comparing two measures (measure-compared.ts): "How much taller was Miki's sandcastle
 * than her sister's?", "By how many miles is Vince's bus ride longer than Zachary's?", "How much greater was the
 * amount of flour used compared to the amount of sugar?", "By how much did her running distance exceed her walking
 * distance?", or one side only: "How much more baking powder did she have yesterday?" (the other is the other number).
 */
const UP = 'more|greater|taller|longer|heavier|older|farther|further|higher|bigger|larger|wider|deeper';
const DOWN = 'less|fewer|shorter|lighter|younger|smaller|lower|narrower|shallower';
export const COMPARATIVE = `(?:more (?:[a-z]+ed|[a-z]+er)|${UP}|${DOWN})`;
const LEAD = /^(?:(?:please )?(?:determine|find(?: out)?|calculate|compute|work out|tell|figure out|estimate|say)\s+)?/i;
const THAN = String.raw`(?:than|compared (?:to|with)|in comparison (?:to|with)|as compared (?:to|with))`;
const TAIL = String.raw`(?: in (?:length|height|weight|size|distance|age))?[?.]?$`;
const ASKED = new RegExp(String.raw`^(?:by )?how (?:much|many|far)(?: (${COMPARATIVE}))? (.+?) ${THAN}\s+(.+?)${TAIL}`, 'i');
const EXCEED = new RegExp(String.raw`^by how (?:much|many [a-z]+) (?:did|does|do|is|was|will) (.+?) (?:exceed|surpass|outweigh|top)\s+(.+?)${TAIL}`, 'i');
/** One side: a comparative with no "than" ("How much more baking powder did she have yesterday?"); the side is what follows the helper verb. */
const ONE_SIDE = new RegExp(String.raw`^how (?:much|many|far) (${COMPARATIVE}) (?!.*\b(?:than|compared|comparison)\b)(?:[a-z ]+? )?(?:did|does|do|is|was|are|were|has|have|had|will) (.+?)[?.]?$`, 'i');
const HELPERS = /\b(?:is|was|are|were|did|does|do|has|have|had|will|would|the amount of|the length of|the height of|the weight of|the number of)\b/gi;

export interface Sides { up: boolean; left: string; right: string | null }

const bare = (side: string): string => side.replace(HELPERS, ' ').replace(/\s+/g, ' ').trim();
const goesUp = (word: string): boolean => new RegExp(`^(?:more\\b|${UP})`, 'i').test(word);

/** The comparative and the sides, or null when the question is no such comparison. */
export function askedSides(question: string): Sides | null {
  const text = question.trim().replace(LEAD, '');
  const exceed = EXCEED.exec(text);
  if (exceed?.[1] && exceed[2]) return { up: true, left: bare(exceed[1]), right: bare(exceed[2]) };
  const match = ASKED.exec(text);
  if (!match?.[2] || !match[3]) {
    const one = ONE_SIDE.exec(text);
    return one?.[1] && one[2] ? { up: goesUp(one[1]), left: bare(one[2]), right: null } : null;
  }
  // "By how many miles is Vince's bus ride longer than Zachary's": the comparative may close the left side.
  const trailing = new RegExp(`\\s(${COMPARATIVE})$`, 'i').exec(match[2]);
  const word = match[1] ?? trailing?.[1];
  if (!word || (match[1] && trailing)) return null;
  const left = trailing ? match[2].slice(0, trailing.index) : match[2];
  return { up: goesUp(word), left: bare(left), right: bare(match[3]) };
}
