import { plainVerb } from './verb-table.js';
import { THING_WORDS } from './people-words.js';

/**
 * People named together who each did the same, told one by one: "Jo and Al each have 12 pens" →
 * "Jo has 12 pens and Al has 12 pens"; "Jo, Al, and Bo both/each bought 5 kites" → "Jo bought 5
 * kites, Al bought 5 kites and Bo bought 5 kites". Only names (a count of unnamed friends is left
 * to the readers of groups) and only verbs whose forms are known.
 */
const NAME = '(?:(?:Mrs|Mr|Ms|Dr) )?[A-Z][a-z]+';
const AMOUNT = String.raw`(?:\$\d+(?:\.\d+)?|\d+(?:\.\d+)? ${THING_WORDS})`;
const EACH = new RegExp(String.raw`(^|[.!?]\s+|\b[Ii]f |,\s+)(${NAME}(?:, ${NAME})*,? and ${NAME}) (?:each|both) ([a-z]+) (${AMOUNT})(?=[.?!;]|,\s+(?!\$?\d)| and (?!\$?\d)| but\b| if\b|$)`, 'g');
const PAST = /^(?:had|got|found|bought|sold|ate|made|won|caught|grew|brought|spent|lost|gave|took|read|drank|threw|built)$|ed$/;

/** The verb for one person: "have" → "has", "buy" → "buys", a past stays; null for a verb not known. */
function oneDoes(verb: string): string | null {
  if (verb === 'have') return 'has';
  if (PAST.test(verb)) return verb;
  const known = plainVerb(verb);
  return known && known.base === verb ? known.third : null;
}

export function plainEachPerson(story: string): string {
  return story.replace(EACH, (all, start: string, group: string, verb: string, amount: string) => {
    const does = oneDoes(verb);
    const names = group.split(/,? and |, /);
    if (!does || new Set(names).size !== names.length) return all;
    const told = names.map((name) => `${name} ${does} ${amount}`);
    return `${start}${told.slice(0, -1).join(', ')} and ${told[told.length - 1]}`;
  });
}
