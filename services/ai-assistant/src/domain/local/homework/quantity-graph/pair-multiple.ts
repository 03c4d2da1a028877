import { exact, type Exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { normalize } from './portion-chain.js';
import { readMultiplier } from './multipliers.js';
import { FRACTION, readFraction } from './portions.js';

/**
 * Two amounts, the second told through the first: "A small sunflower has 36 seeds and a large
 * sunflower has 50% more seeds than a small sunflower", "Kobe ordered 5 pieces, and Pau ordered twice
 * as much as Kobe did", "Judy bought 12 cups and twice as many dishes as cups". The thing compared
 * with must be the first amount's owner (or its thing, for one owner with two kinds), word for word.
 */
export interface Pair { base: Exact; factor: Exact; unit: string; baseName: string; otherName: string; sameOwner: boolean }

const TIMES = String.raw`(?:twice|double|triple|thrice|half|\d+(?:\.\d+)? times|\d+\/\d+(?: times)?)`;
const OWNER = String.raw`((?:(?:a|an|the) )?(?:[a-z]+ ){0,2}?[a-z]+)`;
const VERB = String.raw`([a-z]+)`;
const BASE = new RegExp(`^${OWNER} ${VERB} (\\d+(?:\\.\\d+)?) ((?:[a-z]+ ){0,2}?[a-z]+?)(?: of [a-z]+)?$`);
const AS_MANY = new RegExp(`^(?:${OWNER} ${VERB} )?(${TIMES}) as (?:many|much)(?: (?!as\\b)((?:[a-z]+ ){0,2}?[a-z]+?))?(?: as ${OWNER}(?: (?:did|does|do|has|had|got))?)?$`);
const MORE = new RegExp(`^${OWNER} ${VERB} (\\d+(?:\\.\\d+)? ?%|${FRACTION}) (more|fewer|less)(?: ((?:[a-z]+ ){0,2}?[a-z]+?))? than ${OWNER}(?: (?:did|does|do|has|had))?$`);

/** A total of several owners told in the facts: the relation reader's a + b = N, not a pair's base. */
const TOLD_TOTAL = /\b(?:together|altogether|in total|in all|combined|total of|between them)\b/;
/** "The hat and the scarf cost $31": one amount of two owners together (the relation reader's a + b = N). */
const JOINT_AMOUNT = /\b[a-z]+ and (?:(?:an?|the|his|her|their) )?[a-z]+ (?:together )?(?:cost|weigh|have|had|are|were) (?:\$|\d)/;
const RATE_OR_PLACE = / (?:a|an|per|each|every|in|on|at|for|to|from|with|by)\b/;
/** "pieces of stationery" → piece: the counted word, not what it is made of. */
const unitOf = (words: string | undefined): string => singular((words ?? '').trim().replace(/ of [a-z]+$/, '').split(' ').pop() ?? '');

function factorOf(word: string): Exact | null {
  if (/ times$/.test(word) && /^\d+\/\d+/.test(word)) return readFraction(word.replace(/ times$/, ''));
  return readMultiplier(word.replace(/^(\d+\/\d+)$/, '$1')) ?? (word === 'half' ? exact.fraction(1, 2) : null);
}

function related(clause: string, base: { owner: string; verb: string; unit: string }): Omit<Pair, 'base' | 'unit' | 'baseName'> | null {
  const many = AS_MANY.exec(clause);
  if (many) {
    const [, owner, , times = '', unitWords, than] = many;
    const factor = factorOf(times);
    if (!factor) return null;
    // "and twice as many dishes as cups": one owner, a second kind compared with the first kind.
    if (!owner && unitWords && than && unitOf(than) === base.unit && unitOf(unitWords) !== base.unit) return { factor, otherName: unitOf(unitWords), sameOwner: true };
    const sameThing = !unitWords || unitOf(unitWords) === base.unit;
    return owner && sameThing && (!than || than === base.owner) && owner !== base.owner ? { factor, otherName: owner, sameOwner: false } : null;
  }
  const more = MORE.exec(clause);
  if (!more) return null;
  const [, owner = '', , amount = '', direction, unitWords, than] = more;
  const part = readFraction(amount.replace(/ %$/, '%'));
  if (!part || than !== base.owner || owner === base.owner || (unitWords && unitOf(unitWords) !== base.unit)) return null;
  return { factor: direction === 'more' ? exact.fraction(1).add(part) : exact.fraction(1).sub(part), otherName: owner, sameOwner: false };
}

/** The two clauses of the facts read as a pair, or null when the facts are anything else. */
export function readPair(facts: string): Pair | null {
  const text = normalize(facts).toLowerCase().trim();
  // gsm-multi: "Together Ann and Ben have 60 apples" tells a total of two, never Ben's own amount.
  if (TOLD_TOTAL.test(text) || JOINT_AMOUNT.test(text)) return null;
  const clauses = text.split(/(?<=[.!?;])\s+|,?\s+and\s+|,\s+(?:while|but|whereas)\s+|\s+while\s+/).map((c) => c.replace(/[.!?;]+$/, '').trim())
    // "Caleb and his dad went fishing": a clause with no amount only sets the scene.
    .filter((c) => c !== '' && (/\d/.test(c) || /\b(?:times|twice|double|triple|thrice|half|as many|as much|more|fewer|less|than|all|some|each|rest|total)\b/.test(c)));
  if (clauses.length !== 2) return null;
  const first = BASE.exec(clauses[0]!.trim());
  if (!first) return null;
  const [, owner = '', verb = '', n = '0', unitWords] = first;
  // "18 pretzels a day" is a rate, "5 pies in the oven" a place: neither is a plain amount.
  if (RATE_OR_PLACE.test(` ${unitWords ?? ''} `)) return null;
  const base = { owner, verb, unit: unitOf(unitWords) };
  const second = related(clauses[1]!.trim(), base);
  return second ? { base: exact.fraction(n), unit: base.unit, baseName: second.sameOwner ? base.unit : owner, ...second } : null;
}
