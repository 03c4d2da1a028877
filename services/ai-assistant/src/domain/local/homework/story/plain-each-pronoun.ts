import { plainVerb } from './verb-table.js';
import { singular } from './words.js';

/**
 * gsm-rates: an amount for each one of a group told through a pronoun or a count before "each", said as
 * "each <one> …", the form the rate readers know:
 * - "There are 5 friends. They each ate 8 pieces of candy." → "… Each friend ate 8 pieces of candy.";
 * - "5 friends each ate 8 pieces of candy." → "There are 5 friends. Each friend ate 8 pieces of candy.";
 * - "Jon buys 2 coffees a day. They cost $2 each." (or "The coffees cost $2 each") → "… Each coffee costs $2."
 * "They" is read only when the sentence before counts exactly one kind of thing ("5 friends"), and only
 * past verbs or verbs whose forms are known are rewritten.
 */
const COUNTED = /(?<![\d.$])\d+(?:\.\d+)? ([a-z]+s|children|people|men|women)\b(?! of\b)/g;
const AMOUNT = String.raw`\d+(?:\.\d+)? [a-z]+(?: of [a-z]+)?`;
const THEY_EACH = new RegExp(String.raw`^They each ([a-z]+) (${AMOUNT})(?=[.,!?]|$)`);
const COUNT_EACH = new RegExp(String.raw`^(\d+) ([a-z]+s|children|people|men|women) each ([a-z]+) (${AMOUNT})(?=[.,!?]|$)`);
const THEY_COST = /^(?:They|The ([a-z]+s)) (?:cost|costs|are|were|sell for|sold for) (\$\d+(?:\.\d+)?|\d+(?:\.\d+)? (?:dollars|cents)) (?:each|apiece)(?=[.,!?]|$)/;
const PAST = /^(?:had|got|found|bought|sold|ate|made|won|caught|grew|brought|read|drank|drew|built|picked|collected|baked|wrote|ran|swam|walked|earned|saved|scored|received)$/;

/** The one-person form of a verb ("eat" → "eats", "ate" stays), or null for a verb not known. */
function oneDoes(verb: string): string | null {
  if (verb === 'have') return 'has';
  if (PAST.test(verb)) return verb;
  const known = plainVerb(verb);
  return known && known.base === verb ? known.third : null;
}

/** The one kind of thing a sentence counts ("There are 5 friends" → friend), or null when it counts none or several. */
function onlyCounted(sentence: string): string | null {
  const kinds = new Set([...sentence.matchAll(COUNTED)].map((m) => singular(m[1] ?? '')));
  return kinds.size === 1 ? ([...kinds][0] ?? null) : null;
}

function rewrite(sentence: string, before: string | undefined): string {
  const count = COUNT_EACH.exec(sentence);
  if (count) {
    const does = oneDoes(count[3] ?? '');
    return does ? `There are ${count[1]} ${count[2]}. Each ${singular(count[2] ?? '')} ${does} ${count[4]}${sentence.slice(count[0].length)}` : sentence;
  }
  const kind = before ? onlyCounted(before) : null;
  const they = THEY_EACH.exec(sentence);
  if (they && kind) {
    const does = oneDoes(they[1] ?? '');
    return does ? `Each ${kind} ${does} ${they[2]}${sentence.slice(they[0].length)}` : sentence;
  }
  const cost = THEY_COST.exec(sentence);
  const priced = cost?.[1] ? singular(cost[1]) : kind;
  if (cost && priced && (!cost[1] || (before && new RegExp(String.raw`\d+ ${cost[1]}\b`).test(before)))) return `Each ${priced} costs ${cost[2]}${sentence.slice(cost[0].length)}`;
  return sentence;
}

export function plainEachPronoun(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+/);
  const told = sentences.map((s, i) => rewrite(s, sentences[i - 1]));
  return told.some((s, i) => s !== sentences[i]) ? told.join(' ') : story;
}
