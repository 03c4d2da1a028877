import { tag } from '../../text/nlp.js';
import { negatedVerb } from './negated-verb.js';
import { plainGroups } from './plain-groups.js';
import { plainRest } from './plain-rest.js';

/**
 * A part of a whole said another way, rewritten into the plain form the readers know:
 * - "sold all but 6 bars" is "did not sell 6 bars"; "all but 6 were blue" is "6 were not blue, and the
 *   rest were blue";
 * - "58 books, out of which 19 are new" / "45 photos, 27 of which are in one album" is "…, and 19 of
 *   them are new"; "17 apples, 2 of which they used" is "…, and they used 2 of them";
 * - "7 out of them" is "7 of them"; "out of those, 12 went" is "12 of them went";
 * - a fronted whole: "Out of Dan's 97 cards, 8 were torn." is "Dan had 97 cards. 8 of them were torn.";
 * - a part not done: "forgot to mow 7 lawns" is "did not mow 7 lawns".
 */
export const NUM = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const BE = '(?:are|were|is|was)';
const PRONOUN = '(?:he|she|they|we|I|you)';

const ALL_BUT_VERB = new RegExp(String.raw`\b([A-Za-z]+) all (of them |of the [a-z]+ )?(?:but|except(?: for)?) (${NUM})\b`, 'g');
const ALL_BUT_BE = new RegExp(String.raw`(?<=(?:^|[.!?,;]\s+|\b[Ii]f |\band ))[Aa]ll (?:of them )?(?:but|except(?: for)?) (${NUM}) (${BE}) ([^,.;?!]+)`, 'g');
const WHICH_BE = new RegExp(String.raw`,? (?:out )?of which (?:there ${BE} )?(${NUM}) (${BE})\b`, 'g');
const WHICH_ONES = new RegExp(String.raw`,? (?:out )?of which there (${BE}) (${NUM}) ([a-z]+) ones\b`, 'g');
const N_OF_WHICH_BE = new RegExp(String.raw`,? (${NUM}) of which (${BE})\b`, 'g');
const N_OF_WHICH_DONE = new RegExp(String.raw`,? (${NUM}) of which (${PRONOUN}) ([a-z]+)\b`, 'g');
const WHICH_DONE = new RegExp(String.raw`,? out of which (${PRONOUN}) ([a-z]+) (${NUM})\b`, 'g');
const OUT_OF_THEM = new RegExp(String.raw`\b(${NUM}) out of (?:them|these|those)\b`, 'g');
const OUT_OF_THEM_FRONTED = new RegExp(String.raw`\bout of (?:them|these|those),? (${NUM})\b`, 'g');
const FORGOT = /\b(forgot|forgets|failed|fails|neglected|neglects) to ([a-z]+)\b/g;

/** "sold all but 6" → "did not sell 6"; left alone when the word before "all" is no verb. */
function allBut(text: string): string {
  return text
    .replace(ALL_BUT_VERB, (all: string, verb: string, whole: string | undefined, count: string, at: number) => {
      const negated = negatedVerb(verb, text.slice(Math.max(0, at - 12), at));
      if (!negated) return all;
      return `${negated} ${count}${whole === 'of them ' ? ' of them' : ''}`;
    })
    // Only at the start of a clause: "He ate them all but one was sour" joins two clauses.
    .replace(ALL_BUT_BE, (_all, count: string, be: string, said: string) => `${count} ${be} not ${said} and the rest ${be} ${said}`);
}

/** "…, out of which 19 are new" → "…, and 19 of them are new". */
function ofWhich(text: string): string {
  return text
    .replace(WHICH_ONES, (_all, be: string, count: string, kind: string) => `, and ${count} of them ${be} ${kind}`)
    .replace(WHICH_BE, (_all, count: string, be: string) => `, and ${count} of them ${be}`)
    .replace(N_OF_WHICH_BE, (_all, count: string, be: string) => `, and ${count} of them ${be}`)
    .replace(N_OF_WHICH_DONE, (all: string, count: string, who: string, verb: string) => negatedVerb(verb, '') ? `, and ${who} ${verb} ${count} of them` : all)
    .replace(WHICH_DONE, (all: string, who: string, verb: string, count: string) => negatedVerb(verb, '') ? `, and ${who} ${verb} ${count} of them` : all);
}

/** "forgot to mow" → "did not mow": what was forgotten was not done. Never after a negation ("never failed to"). */
function notDone(text: string): string {
  return text.replace(FORGOT, (all: string, verb: string, done: string, at: number) => {
    if (/\b(?:not|never|n't)\s*$/i.test(text.slice(Math.max(0, at - 8), at)) || !negatedVerb(done, '')) return all;
    return `${/s$/.test(verb) ? 'does' : 'did'} not ${done}`;
  });
}

/** "Out of Dan's 97 cards, 8 were torn." → "Dan had 97 cards. 8 of them were torn." */
const FRONTED = new RegExp(String.raw`(^|[.!?]\s+)Out of (?:the |a total of |a group of |([A-Z][a-z]+)'s )?(${NUM}) ([a-z][^,.?!]*), (only )?(${NUM})( [a-z]+)`, 'g');
/** "8 were torn", "7 finished": the part's own verb follows, so the part is "8 of them". */
const verbAfter = (part: string, next: string): boolean => ['VERB', 'AUX'].includes(tag(`${part}${next}`)[1]?.pos ?? '');

function frontedWhole(text: string): string {
  return text.replace(FRONTED, (_all, start: string, owner: string | undefined, whole: string, things: string, only: string | undefined, part: string, next: string) => {
    const present = /^ (?:are|is|has|have|do|does|can|will)$/.test(next);
    const told = owner ? `${owner} ${present ? 'has' : 'had'}` : `There ${present ? 'are' : 'were'}`;
    const of = verbAfter(part, next) ? ' of them' : '';
    return `${start}${told} ${whole} ${things}. ${only ? 'Only ' : ''}${part}${of}${next}`;
  });
}

export function plainParts(story: string): string {
  const parts = [allBut, ofWhich, notDone, frontedWhole].reduce((text, rewrite) => rewrite(text), story);
  return plainRest(plainGroups(parts.replace(OUT_OF_THEM, '$1 of them').replace(OUT_OF_THEM_FRONTED, '$1 of them')));
}
