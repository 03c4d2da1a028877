import { tag } from '../../text/nlp.js';

/**
 * The thing counted said once for two owners (ParaMAWPS): "Sandy grew 51 pumpkins and Mike grew 23."
 * is "Sandy grew 51 pumpkins and Mike grew 23 pumpkins."; "Joan has 3 yellow marbles and Mary owns 9"
 * is "… Mary owns 9 yellow marbles". Only when the second clause does the first one's act (the same
 * verb, or both say having) and its number ends the clause: "Joan bought 3 apples and Mary paid 9."
 * or "… and Mary is 9." stay as they were.
 */
const HAVING = new Set(['has', 'have', 'had', 'owns', 'owned', 'possesses', 'possessed', 'holds', 'held', 'keeps', 'kept']);
const STOP = String.raw`(?:and|while|but|whereas|from|to|in|on|of|for|with|at|each|every|per|that|which|who|more|than|left)`;
const UNIT = String.raw`((?:(?!${STOP}\b)[A-Za-z]+ ){0,2}(?!${STOP}\b)[A-Za-z]+)`;
const WHO = String.raw`([A-Z][a-z]+|[Hh]e|[Ss]he|[Tt]hey)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)(?![\d.]\d)`;
const TWO_CLAUSES = new RegExp(String.raw`\b${WHO} ([a-z]+) ${NUMBER} ${UNIT}(,? (?:and|while|but|whereas) )${WHO} ([a-z]+) ${NUMBER}( more)?(?=[.,;?](?!\d)|$)`, 'g');

const sameAct = (first: string, second: string): boolean => first === second || (HAVING.has(first) && HAVING.has(second));

// "Vanessa picked 17 and her mother picked 14": the second one may be named by kin ("her mother").
const KIN = String.raw`((?:[A-Z][a-z]+|[Hh]e|[Ss]he|[Tt]hey|(?:[Hh]is|[Hh]er|[Tt]heir) (?:mother|father|mom|dad|sister|brother|friend|cousin|son|daughter)))`;
const SMALL = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![\d.]\d)`;
const BOTH_BARE = new RegExp(String.raw`(^|[.!?]\s+)${WHO} ([a-z]+) ${SMALL}(,? (?:and|while|but|whereas) )${KIN} ([a-z]+) ${SMALL}(?=[.;](?!\d))`, 'g');
/** "How many carrots did Sally and Fred grow …?": the asked thing of both bare counts when the question names both doers and their act. */
const ASKED_OF_BOTH = /\bHow many ([a-z]+) (?:in total |in all |altogether )?(?:did|do|does|will) ([A-Z][a-z]+) and ([A-Z][a-z]+) ([a-z]+)\b/;
const lemma = (verb: string): string => tag(`they ${verb} it`)[1]?.lemma ?? verb;
const ASKED_UNIT = /\bHow many ([a-z]+(?: [a-z]+)?) (?:(?:in total|in all|altogether) )?(?:did|do|does|are|were|will|have|has)\b/;

/** "Sandy and Mike both grew pumpkins. Sandy grew 51 while Mike grew 23. How many pumpkins …?": the asked thing, named before, counted by both. */
function bothBare(story: string): string {
  const asked = ASKED_UNIT.exec(story)?.[1];
  if (!asked) return story;
  const both = ASKED_OF_BOTH.exec(story);
  // "How many bad carrots …" after "picking carrots": the thing named before is the asked phrase's last word.
  const named = (at: number): string | undefined => [asked, asked.split(' ').pop()!].find((u) => new RegExp(String.raw`\b${u}\b`).test(story.slice(0, at)));
  return story.replace(BOTH_BARE, (all, start: string, who: string, verb: string, n: string, join: string, other: string, otherVerb: string, m: string, at: number) => {
    const doers = both && [both[2], both[3]].sort().join() === [who, other].sort().join() && lemma(verb) === both[4] && lemma(otherVerb) === both[4];
    const unit = named(at) ?? (doers ? both[1] : undefined);
    return unit && sameAct(verb, otherVerb) && !/^(?:is|was|are|were)$/.test(verb) ? `${start}${who} ${verb} ${n} ${unit}${join}${other} ${otherVerb} ${m} ${unit}` : all;
  });
}

// "this year, and 9 last year", "in the morning and 0.5 in the afternoon": when each amount happened.
const SETTING = String.raw`(?:(?:this|last|next|that) (?:year|week|month|morning|afternoon|evening|night|season|weekend|summer|winter|spring|fall)|yesterday|today|tonight|the (?:year|week|month|day) before|the (?:next|following|previous) (?:day|week|month|year)|(?:in|during|on|at) (?:the )?(?:morning|afternoon|evening|night|lunch|lunchtime|breakfast|dinner|first [a-z]+|second [a-z]+|[A-Z][a-z]+day))`;
const OF_UNIT = String.raw`((?:(?!${STOP}\b)[A-Za-z]+ ){0,2}(?!${STOP}\b)[A-Za-z]+(?: of [a-z]+)?)`;
const WHEN_ALL = String.raw`(?: (?:today|yesterday|this [a-z]+|last [a-z]+))?`;
const ONE_ACT_TWO_SETTINGS = new RegExp(String.raw`\b${NUMBER} ${OF_UNIT} (${SETTING})(,? and (?:then )?)${NUMBER} (${SETTING})(?=${WHEN_ALL}(?:[.,;?](?!\d)|$))`, 'g');

/** "Joan attended 4 football games this year, and 9 last year." → "… and 9 football games last year.": one act, two settings. */
function settingPair(story: string): string {
  return story.replace(ONE_ACT_TWO_SETTINGS, (all, n: string, unit: string, first: string, join: string, m: string, second: string) =>
    first.toLowerCase() === second.toLowerCase() ? all : `${n} ${unit} ${first}${join}${m} ${unit} ${second}`);
}

// "0.2 inches of rain fell on Saturday and 0.4 inches fell on Sunday": the stuff said once for two amounts of one act.
const STUFF_ONCE = new RegExp(String.raw`\b${NUMBER} ([a-z]+) of ((?:(?!${STOP}\b)[a-z]+ )?(?!${STOP}\b)[a-z]+) ([a-z]+)\b([^.?!\d]*?,? and (?:then )?)${NUMBER} \2 \4\b`, 'g');

/** Run before the measure questions are read, which look for the stuff's unit by every amount of it. */
export function plainStuffOnce(story: string): string {
  return story.replace(STUFF_ONCE, (_all, n: string, unit: string, stuff: string, verb: string, between: string, m: string) =>
    `${n} ${unit} of ${stuff} ${verb}${between}${m} ${unit} of ${stuff} ${verb}`);
}

export function plainElidedUnit(story: string): string {
  return settingPair(bothBare(story)).replace(TWO_CLAUSES, (all, who: string, verb: string, n: string, unit: string, join: string, other: string, otherVerb: string, m: string, more?: string) =>
    sameAct(verb, otherVerb) && !/^(?:is|was|are|were)$/.test(verb) ? `${who} ${verb} ${n} ${unit}${join}${other} ${otherVerb} ${m}${more ?? ''} ${unit}` : all);
}
