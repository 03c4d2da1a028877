import { exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { MULTIPLIER, readMultiplier, readNumber } from './multipliers.js';
import type { Relation } from './read-relations.js';

/**
 * One owner's two kinds of things, the one told from the other: "She has 6 fewer brown buttons than
 * white buttons", "He bought 3 times as many green stamps as red stamps". The amounts are the owner's
 * brown buttons and white buttons: target and base are the same subject, the target counted in the
 * first kind (`unit`), the base in the second (`baseUnit`); the solver keys each amount by owner and kind. Both kinds must be spelt out as plain words on both sides
 * of "than"/"as", so "than Tom" (a person) or "than that" (a time) is never read here.
 */
const NUM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)`;
const KIND = String.raw`((?:[a-z-]+ ){0,2}[a-z-]+)`;
/** Words that say how or when, not what: "than yesterday", "than before", "than usual". */
const NOT_KIND = /\b(?:than|as|more|fewer|less|times|of|in|on|at|for|to|from|with|yesterday|today|before|after|usual|last|that|this|those|these|him|her|them|it|he|she|they|each|every|per|and|or)\b/;
const VERB = String.raw`(?:has|have|had|owns|owned|bought|buys|sold|sells|made|makes|baked|bakes|picked|picks|collected|collects|grew|grows|caught|catches|found|finds|did|does|read|reads|wrote|writes|ate|eats|drew|draws|planted|plants)`;
const OFFSET = new RegExp(`^${VERB} ${NUM} (more|fewer|less) ${KIND} than ${KIND}$`);
const MULTIPLE = new RegExp(`^${VERB} (${MULTIPLIER}) as many ${KIND} as ${KIND}$`);
/** gsm-steps: "has 5 less than half as many coconut trees as mango trees": a multiple of the other kind and an offset. */
const OFFSET_MULTIPLE = new RegExp(`^${VERB} ${NUM} (more|fewer|less) than (${MULTIPLIER}) as many ${KIND} as ${KIND}$`);

const kindOf = (words: string): string | null => {
  const kept = words.trim().split(' ');
  if (NOT_KIND.test(words) || kept.length === 0) return null;
  return [...kept.slice(0, -1), singular(kept[kept.length - 1] ?? '')].join(' ');
};

/** The noun both kinds count ("button" of "brown button" and "white button"), or null when they differ. */
const sameThing = (a: string, b: string): boolean => a !== b && a.split(' ').pop() === b.split(' ').pop();

export function readKindClause(subject: string, rest: string, clause: string): Relation | null {
  const both = OFFSET_MULTIPLE.exec(rest);
  if (both) return offsetMultiple(subject, both, clause);
  const offset = OFFSET.exec(rest);
  const multiple = offset ? null : MULTIPLE.exec(rest);
  const [target, base] = offset ? [kindOf(offset[3] ?? ''), kindOf(offset[4] ?? '')] : multiple ? [kindOf(multiple[2] ?? ''), kindOf(multiple[3] ?? '')] : [null, null];
  if (!target || !base || !sameThing(target, base)) return null;
  if (offset) {
    const amount = readNumber(offset[1] ?? '');
    if (!amount) return null;
    const sign = offset[2] === 'more' ? 1 : -1;
    return { target: subject, base: subject, factor: exact.fraction(1), offset: amount.mul(sign), unit: target, baseUnit: base, clause };
  }
  const factor = readMultiplier(multiple?.[1] ?? '');
  return factor ? { target: subject, base: subject, factor, offset: exact.fraction(0), unit: target, baseUnit: base, clause } : null;
}

function offsetMultiple(subject: string, read: RegExpExecArray, clause: string): Relation | null {
  const [, n = '', comparative, mult = '', targetWords = '', baseWords = ''] = read;
  const [target, base] = [kindOf(targetWords), kindOf(baseWords)];
  const amount = readNumber(n);
  const factor = readMultiplier(mult);
  if (!target || !base || !sameThing(target, base) || !amount || !factor) return null;
  return { target: subject, base: subject, factor, offset: amount.mul(comparative === 'more' ? 1 : -1), unit: target, baseUnit: base, clause };
}

/**
 * "How many buttons does Ruth have in all?": every kind of button Ruth's story tells of, keyed as the
 * solver keys them ("ruth|white button"). Null unless the story counts only that thing, in two or
 * more kinds, all of them this one owner's.
 */
export function kindsOfOne(relations: readonly Relation[], ref: string, thing: string): string[] | null {
  const kinds = relations.flatMap((r) => [[r.target, r.unit], [r.base ?? r.target, r.baseUnit ?? r.unit]] as const);
  if (kinds.some(([owner, kind]) => owner !== ref || kind.split(' ').pop() !== thing || kind === thing)) return null;
  const keys = [...new Set(kinds.map(([owner, kind]) => `${owner}|${kind}`))];
  return keys.length >= 2 ? keys : null;
}
