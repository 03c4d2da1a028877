import { THING_WORDS } from './people-words.js';
import { LOSS } from './change-verbs.js';

/**
 * A part of one's own whole, told in one breath, said as the whole then the act (the form the readers
 * know): "Ben sold 12 of his 30 kites" → "Ben had 30 kites and sold 12 kites"; "She gave 51 masks
 * from her collection of 90" → "She had 90 masks and gave 51 masks". Only acts that take away
 * (change-verbs LOSS), and only when "his" is surely the doer's own: a pronoun doer with its own
 * possessive ("he … his"), or a named doer in a story that names nobody else.
 */
const NAME = '[A-Z][a-z]+';
const DOER = `(?:${NAME}|[Hh]e|[Ss]he|[Tt]hey)`;
const NUM = String.raw`\d+(?:\.\d+)?`;
const VERB = '([a-z]+(?: away| out)?)';
const GROUP = '(?:[a-z]+ )?(?:collection|stash|supply|pile|box|bag|set|stock|batch)';
const PART_OF = new RegExp(String.raw`\b(${DOER}) ${VERB} (${NUM}) (?:out )?of (his|her|their|${NAME}'s) (${NUM}) (${THING_WORDS})\b`, 'g');
const FROM_GROUP = new RegExp(String.raw`\b(${DOER}) ${VERB} (${NUM}) (${THING_WORDS}) from (his|her|their|${NAME}'s) ${GROUP} of (${NUM})(?: ${THING_WORDS})?\b`, 'g');
const OWN: Readonly<Record<string, string>> = { he: 'his', she: 'her', they: 'their' };
const NOT_NAMES = new Set(['The', 'A', 'An', 'If', 'Then', 'How', 'What', 'When', 'After', 'There', 'She', 'He', 'They', 'It', 'His', 'Her', 'Their', 'Now', 'So', 'But', 'I', 'We']);

/**
 * The possessive is the doer's own: "he … his", "Ben … Ben's", or "Ben … his" when nobody else is
 * named before the act ("Sara had 38 cupcakes. Todd ate 14 of her 38" may be Sara's).
 */
function ownedByDoer(before: string, doer: string, whose: string): boolean {
  const pronoun = OWN[doer.toLowerCase()];
  if (pronoun) return pronoun === whose;
  if (whose.endsWith("'s")) return whose === `${doer}'s`;
  const names = (before.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_NAMES.has(w));
  return names.every((n) => n === doer);
}

/** "sold" → "had", "sells" → "has"; a verb that takes nothing away, or in another form, gives null. */
function haveFor(verb: string): string | null {
  const word = verb.split(' ')[0]!;
  // Giving one's own things away is a loss, whoever gets them.
  if ((!LOSS.test(verb) && !/^(?:gave|gives)$/.test(word)) || /ing$/.test(word)) return null;
  if (/[^s]s$/.test(word)) return 'has';
  return /ed$|^(?:sold|gave|ate|lost|spent|threw|broke|took|drank|paid|left|cut|fell|ran|burst|withdrew)$/.test(word) ? 'had' : null;
}

export function plainOwnWhole(story: string): string {
  const told = (all: string, at: number, doer: string, verb: string, part: string, whose: string, whole: string, things: string): string => {
    const have = haveFor(verb);
    if (!have || !ownedByDoer(story.slice(0, at), doer, whose)) return all;
    const has = have === 'has' && doer.toLowerCase() === 'they' ? 'have' : have;
    return `${doer} ${has} ${whole} ${things} and ${verb} ${part} ${things}`;
  };
  return story
    .replace(PART_OF, (all, doer: string, verb: string, part: string, whose: string, whole: string, things: string, at: number) => told(all, at, doer, verb, part, whose, whole, things))
    .replace(FROM_GROUP, (all, doer: string, verb: string, part: string, things: string, whose: string, whole: string, at: number) => told(all, at, doer, verb, part, whose, whole, things));
}
