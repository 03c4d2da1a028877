import { capitalize } from '../story/words.js';

/**
 * Names the things a relation story talks about: "Raymond", "Raymond's jewels", "the frog",
 * "the width of the rug" all become one token "@raymond", "@frog", "@rug", so the clause grammar
 * reads "@siobhan has 2 fewer jewels than @aaron".
 */
const NOT_NAMES = new Set(`If The A An There How What When Where Which Who Each Every After Then Later In On At For She He They It His Her Their
Last This That One Some But And So Now Also Mrs Mr Ms Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July
August September October November December Two Three Four Five Six Seven Eight Nine Ten Half Twice Together Given Assuming Over During While Since`.split(/\s+/));
/** "the same", "the rest": not things. */
const NOT_THINGS = new Set(['same', 'rest', 'first', 'second', 'third', 'other', 'end', 'total', 'number', 'amount', 'pair', 'two', 'three', 'sum', 'difference', 'day', 'week', 'year', 'month', 'time', 'beginning', 'start']);
const KIN = 'father|mother|brother|sister|son|daughter|friend|dad|mom|uncle|aunt|cousin|grandmother|grandfather|husband|wife|dog|cat';
const ATTRIBUTE = '(?:width|length|height|depth|age|weight|size|number of [a-z]+|amount of [a-z]+)';
/** Words that tell two things of one kind apart: "the red rope" and "the blue rope", "the old fridge" and "the new one". */
const TELLS_APART = 'red|blue|green|yellow|white|black|brown|orange|purple|pink|gray|grey|old|new|big|small|large|little';

export function markRefs(sentence: string): string {
  return sentence
    .replace(/,\s*(?:on the other hand|however|in turn|too),/gi, '')
    .replace(new RegExp(`\\bthe ${ATTRIBUTE} of (?:the |an? )?(?:(${TELLS_APART}) )?([A-Za-z]+)\\b`, 'gi'), (_m, which: string | undefined, thing: string) => `@${which ?? ''}${thing.toLowerCase()}`)
    // "Shawna's father" is someone else than Shawna.
    .replace(new RegExp(`\\b([A-Z][a-z]+)(?:'s|’s) (${KIN})\\b`, 'g'), (m, name: string, kin: string) => (NOT_NAMES.has(name) ? m : `@${name.toLowerCase()}${kin}`))
    // "Tim's bus ride is 0.5 mile": the owner's thing may take two words.
    .replace(/\b([A-Z][a-z]+)(?:'s|’s)(?:\s+(?!and\b|is\b|was\b|are\b|were\b|has\b|had\b)[a-z]+(?:\s+(?!(?:and|is|was|are|were|has|had|to|of|in|on|at|for|with|by|from|than|weighs?|costs?|measures?)\b)[a-z]+(?=\s+(?:is|was|are|were)\b))?)?/g, (m, name: string) => (NOT_NAMES.has(name) ? m : `@${name.toLowerCase()}`))
    .replace(/\b([A-Z][a-z]+)\b/g, (m, name: string) => (NOT_NAMES.has(name) ? m : `@${name.toLowerCase()}`))
    // "A red rope is 8.5 meters long. The blue rope is …": one thing told apart from another of its kind.
    .replace(new RegExp(`\\b(?:[Tt]he|[Aa]n?) (${TELLS_APART}) ([a-z]+)\\b(?! of\\b)`, 'g'), (m, which: string, thing: string) => (NOT_THINGS.has(thing) ? m : `@${which}${thing}`))
    .replace(/\b[Tt]he ([a-z]+)\b/g, (m, thing: string) => (NOT_THINGS.has(thing) ? m : `@${thing}`))
    // "his younger sister, Martha": the name is the thing.
    .replace(/\b(?:[Hh]is|[Hh]er|[Tt]heir)(?: [a-z]+){1,3},? (@[a-z]+)/g, '$1');
}

/** The refs of a marked text, in order, without repeats. */
export function refsIn(marked: string): string[] {
  return [...new Set([...marked.matchAll(/@([a-z]+)/g)].map((m) => m[1] as string))];
}

/** "shawnafather" → "Shawna's father", "frog" → "Frog": a ref as the steps write it. */
export function displayName(ref: string): string {
  const kin = new RegExp(`^([a-z]+?)(${KIN})$`).exec(ref);
  const apart = new RegExp(`^(${TELLS_APART})([a-z]+)$`).exec(ref);
  const shown = kin?.[1] && kin[2] ? `${kin[1]}'s ${kin[2]}` : apart?.[1] && apart[2] ? `${apart[1]} ${apart[2]}` : ref;
  return capitalize(shown);
}
