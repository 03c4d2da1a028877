import { tag } from '../../text/nlp.js';
import { verbAfterPlural } from './unit-words.js';
import { singular } from './words.js';

/**
 * What a number counts, read from the words after it: "41 short trees", "$8 each", "3 packages of
 * cupcakes", and the thing a rate is per.
 */

/** Words that end a unit phrase: prepositions, verbs and links. */
const BREAK = new Set(`in on at of to for from with and but or each per every more less fewer than was were is are am be been
has have had do does did will would can could than that which who if then so as by into onto out left over after before while
when where because since until about around during through per ones one
cost costs weigh weighs weighed take takes took make makes made need needs needed hold holds held contain contains contained
get gets got give gives gave buy buys bought sell sells sold eat eats ate use uses used remain remained leaked fit fits
died die dies broke broken fell flew ran went came left stayed
today tomorrow yesterday tonight last next
the a an his her their its this these those it he she they them him we you i altogether total all each left now already still`.split(/\s+/));

/** Words ending in -ed that are not past tenses ("8 red apples", "3 seed packets"). */
const NOT_PAST = new Set(['red', 'bed', 'sled', 'shed', 'seed', 'weed', 'speed', 'steed', 'reed']);

export function unitPhrase(after: string): { unit: string; modifiers: string[]; per: string | null; of: string | null; linked: boolean } {
  const words = after.toLowerCase().replace(/^\s*(?:more|extra|additional|other|another)\s+(?=[a-z])/, ' ').split(/[^a-z'-]+/).filter(Boolean);
  const linked = /^\s*[a-z'-]*\s*of\s+(?:\d|a\b|an\b)/i.test(after);
  // "2 dollar games": a price per game.
  if ((words[0] === 'dollar' || words[0] === 'cent') && words[1] && !BREAK.has(words[1])) {
    return { unit: words[0], modifiers: [], per: singular(words[1]), of: null, linked };
  }
  if (words[0] === 'dollars' || words[0] === 'cents') {
    const rest = after.toLowerCase().replace(/^\s*(?:dollars|cents)\s*/, '');
    // question-facts: "spent 47 dollars on a new game" buys one thing; "on each game" is a price per game.
    const per = /^(?!on\s+an?\b)(?:(?:in|on|for)\s+)?(?:each|every|per|a|an)\s+([a-z-]+)/.exec(rest)?.[1] ?? (/^each\b/.test(rest) ? 'each' : null);
    return { unit: singular(words[0]), modifiers: [], per: per && per !== 'each' ? singular(per) : per, of: null, linked };
  }
  const phrase: string[] = [];
  const nouns = nounRun(after);
  for (const [i, word] of words.entries()) {
    if (BREAK.has(word) || phrase.length >= 3 || (/ed$/.test(word) && !NOT_PAST.has(word)) || phrase.length >= nouns || (i > 0 && verbAfterPlural(words[i - 1] ?? '', word))) break;
    phrase.push(word);
  }
  const rest = after.toLowerCase().replace(/^\s*(?:more|extra|additional|other|another)\s+(?=[a-z])/, ' ').replace(/^[^a-z]*/, '').split(/\s+/).slice(phrase.length).join(' ');
  const perMatch = /^(?:(?:in|on|at|inside|into)\s+(?:each|every|per)|in\s+one|for\s+(?:each|every)|each|every|per|a|an)\s+(?:of\s+(?:his|her|their|the|its|my|your)\s+(?:\d+\s+)?)?([a-z-]+(?:\s+[a-z-]+)?)/.exec(rest)?.[1];
  const per = perMatch ? (perMatch.split(/\s+/)[Math.max(0, nounRun(perMatch) - 1)] ?? perMatch) : /^each\b/.test(rest) ? 'each' : null;
  const of = /^of\s+(?:the\s+)?([a-z-]+)/.exec(rest)?.[1] ?? null;
  // "301 of her cards": the thing counted comes after the possessive.
  // "5 old ones": the describing word is not the thing counted; "ones" points back to it.
  if (phrase.length > 0 && /^(?:ones?)$/.test(words[phrase.length] ?? '')) phrase.length = 0;
  const possessed = phrase.length === 0 ? /^\s*of\s+(?:the|his|her|their|its|my|your)\s+([a-z-]+)/i.exec(after)?.[1] : undefined;
  const possessedNoun = possessed && !BREAK.has(possessed.toLowerCase()) && tag(`the ${possessed}`)[1]?.pos === 'NOUN' && !/^\s*of\s+\w+\s+\w+\s+ones?\b/i.test(after);
  const unit = phrase.length > 0 ? singular(phrase[phrase.length - 1] ?? '') : possessedNoun && possessed ? singular(possessed) : '';
  return { unit, modifiers: phrase.slice(0, -1), per: per && per !== 'each' ? singular(per) : per, of: of ? singular(of) : null, linked };
}

/** "a candy bar" → "bar": the last noun of the words starting at the given one. */
export function perNoun(clause: string, first: string): string {
  const from = clause.toLowerCase().slice(clause.toLowerCase().indexOf(first.toLowerCase()));
  const words = from.split(/[^a-z'-]+/).filter(Boolean);
  const stop = words.findIndex((w, i) => i > 0 && BREAK.has(w));
  const run = Math.max(1, Math.min(nounRun(from), stop > 0 ? stop : Infinity));
  return singular(words[run - 1] ?? first);
}

export function eachOf(lead: string): string | null {
  // "selling magic card decks for $9 each": the thing priced is the nearest noun before the number.
  // question-facts: "buying trick decks from the magic shop for 9 dollars each": the shop is where, not what.
  const what = lead.replace(/\s(?:from|at) (?:the|a|an) (?:[a-z'-]+ ){0,2}[a-z'-]+ (?=for\s*\$?\s*$)/i, ' ');
  const noun = tag(what).filter((t) => t.pos === 'NOUN' && !BREAK.has(t.text.toLowerCase())).pop();
  return noun ? singular(noun.text) : null;
}

/** How many words after a number are adjectives and nouns ("short trees" 2, "died" 0, "bags up" 1). */
function nounRun(after: string): number {
  // A number in front gives the tagger the context it expects ("7 red plates", not "red plates").
  const tokens = tag(`7 ${after.replace(/^\s*(?:more|extra|additional|other|another)\s+(?=[a-z])/i, ' ').slice(0, 60)}`).slice(1);
  let run = 0;
  let lastNoun = 0;
  for (const token of tokens) {
    if (!['ADJ', 'NOUN', 'PROPN'].includes(token.pos)) break;
    run++;
    if (token.pos !== 'ADJ') lastNoun = run;
  }
  return lastNoun;
}
