/**
 * A count told as "the number of": "The total number of tickets is 81" → "There are 81 tickets in
 * total"; "If the number of guests was 12, …" → "If there were 12 guests, …". Kept for the readers'
 * own forms: a number told by its owner or place (`plain-paraphrase.ts` `plainNumberIs`), a count of
 * two kinds ("the number of boys and girls") and a comparison ("is 7 more than …"), which stay.
 */
const START = String.raw`(^|[.!?]\s+|\b[Ii]f\s+|, and\s+)`;
const THINGS = String.raw`((?:(?!that\b|of\b|and\b|or\b)[a-z]+ ){0,2}(?!that\b|of\b|and\b|or\b)[a-z]+s)`;
const TOLD = new RegExp(String.raw`${START}([Tt]he) (total )?(?:number|count) of ${THINGS} (is|was) (\d+(?:\.\d+)?)(?=\s*(?:[.,;!?]|$|\b(?:but|and)\b))`, 'g');

export function plainToldCount(story: string): string {
  return story.replace(TOLD, (_all, start: string, the: string, total: string | undefined, things: string, be: string, count: string) =>
    `${start}${the === 'The' ? 'There' : 'there'} ${be === 'was' ? 'were' : 'are'} ${count} ${things}${total ? ' in total' : ''}`);
}
