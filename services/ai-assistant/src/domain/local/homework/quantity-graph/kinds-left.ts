import { exact, type Exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { normalize } from './portion-chain.js';
import { LOSS } from './portion-moves.js';
import { FRACTION, readFraction } from './portions.js';

/**
 * Several kinds of one thing, each followed on its own ("Mary has 26 blue shirts and 36 brown shirts.
 * She gives away half of her blue shirts and a third of her brown shirts."): every change names the
 * one kind it is of, and a portion is of what that kind has then. Null when a change names no kind or
 * two, or any number is not read.
 */
export interface Kind { name: string; words: string[]; start: Exact; changes: Array<{ fraction: Exact | null; value: Exact | null; clause: string }> }

const LIST_START = /^(?:[a-z]+(?: [a-z]+)? )?(?:has|had|have|got|bought|picked|collected|owns|owned|baked|grew|there (?:are|were)) (\d.*)$/;
const ITEM = /^(\d+) ((?:[a-z]+ ){0,2}[a-z]+)$/;
const LOST = '(?:sold|adopted|eaten|given away|lost|taken|broken|used|stolen|spent)';
const SUBJECT = '(?:(?:he|she|they|it|[a-z]+) )?(?:(?:then|also|later) )?';

/** "12 birds, 9 puppies, 5 cats, and 15 spiders" → four kinds. */
export function readKinds(sentence: string): Kind[] | null {
  const list = LIST_START.exec(sentence.replace(/ (?:in|on|at|for) (?:his|her|their|the|a) [a-z]+$/, ''))?.[1];
  if (!list) return null;
  const kinds: Kind[] = [];
  for (const item of list.split(/,\s*(?:and\s+)?|\s+and\s+/)) {
    const m = ITEM.exec(item.trim());
    if (!m) return null;
    const words = (m[2] ?? '').split(' ').map(singular);
    kinds.push({ name: words.join(' '), words, start: exact.fraction(m[1] ?? '0'), changes: [] });
  }
  return kinds.length >= 2 && new Set(kinds.map((k) => k.name)).size === kinds.length ? kinds : null;
}

/** The one kind a phrase names: "her blue shirts" → blue shirt, "the oranges" → orange. */
function kindNamed(phrase: string, kinds: readonly Kind[]): Kind | null {
  const words = phrase.split(' ').map(singular);
  const fits = kinds.filter((k) => k.words.every((w) => words.includes(w)) || (k.words.length > 1 && words.includes(k.words[0]!) && !kinds.some((o) => o !== k && o.words[0] === k.words[0])));
  return fits.length === 1 ? fits[0]! : null;
}

/** One change: "gives away half of her blue shirts", "half the birds were sold", "3 puppies were adopted". */
export function readKindChange(clause: string, kinds: readonly Kind[], verb: string | null): { kind: Kind; fraction: Exact | null; value: Exact | null; verb: string } | null {
  const withVerb = new RegExp(`^${SUBJECT}(${LOSS}) (${FRACTION}|\\d+) (?:of )?((?:her|his|their|the) )?([a-z]+(?: [a-z]+)?)(?: (?:to|at|for|on) [a-z ]+)?$`).exec(clause);
  const bare = verb ? new RegExp(`^(${FRACTION}|\\d+) (?:of )?((?:her|his|their|the) )?([a-z]+(?: [a-z]+)?)$`).exec(clause) : null;
  const passive = new RegExp(`^(${FRACTION}|\\d+) (?:of )?(the )?([a-z]+(?: [a-z]+)?) (?:were|was|got) ${LOST}$`).exec(clause);
  const m = withVerb ? withVerb.slice(2) : bare ? bare.slice(1) : passive ? passive.slice(1) : null;
  if (!m) return null;
  const [amount = '', article, phrase = ''] = m;
  const kind = kindNamed(phrase, kinds);
  const fraction = /^\d+$/.test(amount) ? null : readFraction(amount);
  // A number of things takes no article ("3 puppies"); a portion needs one ("half the birds").
  if (!kind || (fraction === null) !== (article === undefined) || (fraction === null && !/^\d+$/.test(amount))) return null;
  return { kind, fraction, value: fraction ? null : exact.fraction(amount), verb: withVerb?.[1] ?? verb ?? 'lost' };
}

/** Every change read onto its kind; null when a clause is not one. */
export function readKindChanges(facts: string): Kind[] | null {
  const [first, ...rest] = normalize(facts).toLowerCase().split(/(?<=[.!?;])\s+/).map((s) => s.replace(/[.!?;]+$/, ''));
  const kinds = first ? readKinds(first) : null;
  if (!kinds) return null;
  for (const sentence of rest) {
    let verb: string | null = null;
    for (const clause of sentence.replace(/^(?:if|then|and|so) /, '').split(/,\s*(?:and\s+)?|\s+and\s+/)) {
      const change = readKindChange(clause.trim().replace(/^(?:then|also) /, ''), kinds, verb);
      if (!change) return null;
      change.kind.changes.push({ fraction: change.fraction, value: change.value, clause });
      verb = change.verb;
    }
  }
  return kinds;
}
