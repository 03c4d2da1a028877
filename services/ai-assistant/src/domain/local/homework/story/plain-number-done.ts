import { capitalize } from './words.js';

/**
 * para-combine: a count told as "the number of" things someone did, with when or where it was done, said as
 * the doing (the form the part-whole readers know; `plain-paraphrase.ts` `plainNumberIs` says the plain
 * form without the setting, `plain-having.ts` the having):
 * - "The total number of trout caught by Joan and Nancy while fishing is 18." → "Joan and Nancy caught 18
 *   trout while fishing in total.";
 * - "The number of pears plucked by Mike from the pear tree was 8" → "Mike plucked 8 pears from the pear tree";
 * - "The combined number of football games Joan attended in the last two years was 13." → "Joan attended 13
 *   football games in the last two years in total.";
 * - "The number of pictures Wendy uploaded from her phone is 22." → "Wendy uploaded 22 pictures from her phone."
 * Only a past act (a verb in -ed or a known irregular past), only named doers, only a clause that ends at the count.
 */
const START = String.raw`(^|[.!?]\s+|\b[Ii]f\s+)`;
const TOTAL = String.raw`(?:(total|combined|overall) )?`;
const THINGS = String.raw`((?:(?!that\b|of\b|by\b)[a-z]+ ){0,2}(?!that\b|of\b|by\b)[a-z]+)`;
const DOERS = String.raw`([A-Z][a-z]+(?: and [A-Z][a-z]+)?)`;
const SETTING = String.raw`((?: (?:while|from|in|at|on|during|over|for)\b[^,.;?!\d]{1,30}?)?)`;
const COUNT = String.raw`(\d+(?:\.\d+)?)`;
const ENDS = String.raw`(?=\s*(?:[.,;!?]|$|\bbut\b|\band\b))`;
const PAST_IRREGULAR = 'grew|caught|made|found|ate|sold|bought|saw|read|won|took|got|drew|wrote|brought|threw|gave|built|spent|ran|swam|rode|flew|dug|sang|shot|kept|left|lost|fed|sent';
const PARTICIPLE: Readonly<Record<string, string>> = {
  grown: 'grew', caught: 'caught', made: 'made', found: 'found', eaten: 'ate', sold: 'sold', bought: 'bought', seen: 'saw', read: 'read', won: 'won',
  taken: 'took', drawn: 'drew', written: 'wrote', brought: 'brought', thrown: 'threw', built: 'built', baked: 'baked',
};
const PASSIVE = new RegExp(String.raw`${START}[Tt]he ${TOTAL}(?:number|amount|count|quantity) of ${THINGS} ([a-z]+ed|${Object.keys(PARTICIPLE).join('|')}) by ${DOERS}${SETTING} (?:is|was) ${COUNT}${ENDS}`, 'g');
const ACTIVE = new RegExp(String.raw`${START}[Tt]he ${TOTAL}(?:number|count) of ${THINGS} (?:that )?${DOERS} ([a-z]+ed|${PAST_IRREGULAR})${SETTING} (?:is|was) ${COUNT}${ENDS}`, 'g');
// "owned by", "had": having is `plain-having.ts`'s and `plainNumberIs`'s.
const HAVING = /^(?:owned|held|possessed|had)$/;

function said(start: string, total: string | undefined, things: string, act: string, doers: string, setting: string, count: string): string {
  const inTotal = total ? ' in total' : '';
  return `${start}${capitalize(doers)} ${act} ${count} ${things}${setting}${inTotal}`;
}

export function plainNumberDone(story: string): string {
  return story
    .replace(PASSIVE, (all, start: string, total: string | undefined, things: string, verb: string, doers: string, setting: string, count: string) =>
      HAVING.test(verb) || (!setting && !total) ? all : said(start, total, things, PARTICIPLE[verb] ?? verb, doers, setting, count))
    .replace(ACTIVE, (all, start: string, total: string | undefined, things: string, doers: string, verb: string, setting: string, count: string) =>
      HAVING.test(verb) ? all : said(start, total, things, verb, doers, setting, count));
}
