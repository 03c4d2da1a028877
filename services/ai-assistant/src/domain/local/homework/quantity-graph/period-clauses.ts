import { exact, type Exact } from '../math-engine.js';
import { singular } from '../story/words.js';
import { MULTIPLIER, readMultiplier, readNumber } from './multipliers.js';
import { PERIOD, periodName, periodsIn, resolvePeriod } from './period-words.js';

/**
 * One actor's amounts told period by period ("Andrew eats 14 donuts on Monday, and half as many on
 * Tuesday. On Wednesday he eats 4 times as many as he did on Monday."): each clause gives its
 * period's amount outright or from an earlier period's, amount = factor × base + offset.
 */
export interface PeriodAmount { period: string; base: string | null; factor: Exact; offset: Exact; names: string[]; clause: string }
export interface PeriodStory { actor: string; verb: string; amounts: PeriodAmount[]; names: string[] }

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const STOPS = 'than|as|to|for|with|each|per|every|from|at|by|and|but|or|more|less|fewer|times|a|an|the|that|this|on|in|during|over|if|so|then';
const WORDS = String.raw`((?:(?!(?:${STOPS})\b)[a-z-]+)(?: (?!(?:${STOPS})\b)[a-z-]+){0,3})`;
const REF_MARK = '@ref';
/** "181 raffle tickets for a fundraiser", "8 magazines at the bookstore": where or what for, not another amount. */
const BASE = new RegExp(`^(?:a total of )?${NUM}(?: ${WORDS})?(?: (?:for|at|to|from) (?:a|an|the|his|her|their) [a-z-]+)?$`);
const MULT = new RegExp(`^(${MULTIPLIER}) (?:as many|as much|as far|as long)(?: ${WORDS})?(?: as ${REF_MARK})?$`);
const THAT = new RegExp(`^(${MULTIPLIER}) (?:that|the|this) (?:amount|quantity|number|many|much)(?: of ${WORDS})?(?: ${REF_MARK})?$|^(${MULTIPLIER}) that(?: ${REF_MARK})?$`);
const OFFSET = new RegExp(`^${NUM}(?: ${WORDS})? (more|fewer|less)(?: ${WORDS})? than ${REF_MARK}$`);
const PERCENT = new RegExp(`^${NUM}% (more|fewer|less)(?: ${WORDS})?(?: than ${REF_MARK})?$`);
/** "than on Monday", "as he did on Monday", "that quantity he bought on Tuesday": the earlier period built on. */
/** "as he did on Monday": only a pronoun may say whose amount it was ("as Tom did" may be someone else's). */
const DID = String.raw`(?: (?:he|she|they|it|we|i) [a-z]+)`;
const REF = new RegExp(`\\b(?:(than|as)${DID}?|((?:that|the) (?:amount|quantity|number)(?: of [a-z]+)?)(?:${DID}| [a-z]+)?),? (${PERIOD})$`);
const PRONOUNS = /^(?:he|she|they|it|we|i)$/;
/** "a courier … the courier": the same one. */
const same = (a: string, b: string): boolean => a.replace(/^(?:a|the) /, '') === b.replace(/^(?:a|the) /, '');
const NOT_AN_ACT = /^(?:has|have|had|is|was|are|were|will|would|can|could|does|did|do|may|might|must|should|needs?|wants?|plans?)$/;

/** "10 packs of stickers" → packs, stickers: the words a question may call the thing by. */
function unitNames(words: string | undefined): string[] {
  if (!words) return [];
  const [measure, thing] = words.split(/ of /);
  const last = (w: string | undefined): string => singular((w ?? '').trim().split(' ').pop() ?? '');
  return [last(measure), ...(thing ? [last(thing)] : [])].filter(Boolean);
}

/** The amount a clause's words give, with the earlier period it builds on (null: the one just before). */
function readAmount(rest: string, named: string | null, previous: string | null): Omit<PeriodAmount, 'period' | 'clause'> | null {
  const ref = named ?? previous;
  const base = BASE.exec(rest);
  if (base) return named ? null : { base: null, factor: exact.fraction(0), offset: readNumber(base[1] ?? '') ?? exact.fraction(0), names: unitNames(base[2]) };
  const mult = MULT.exec(rest) ?? THAT.exec(rest);
  if (mult) {
    const factor = readMultiplier(mult[1] ?? mult[3] ?? '');
    return factor ? { base: ref, factor, offset: exact.fraction(0), names: unitNames(mult[2]) } : null;
  }
  const offset = OFFSET.exec(rest);
  if (offset) {
    const n = readNumber(offset[1] ?? '');
    return n && ref ? { base: ref, factor: exact.fraction(1), offset: offset[3] === 'more' ? n : n.neg(), names: unitNames(offset[2] ?? offset[4]) } : null;
  }
  const percent = PERCENT.exec(rest);
  const p = percent ? readNumber(percent[1] ?? '') : null;
  if (!percent || !p) return null;
  const change = p.div(100);
  return { base: ref, factor: percent[2] === 'more' ? exact.fraction(1).add(change) : exact.fraction(1).sub(change), offset: exact.fraction(0), names: unitNames(percent[3]) };
}

/** The clause's own period taken out, and the earlier one it names (its "than …", "as … on …"). */
function splitPeriods(clause: string, previous: string | null): { own: string; ref: string | null; core: string; whose: string | null } | null {
  const refMatch = REF.exec(clause);
  const keyword = refMatch?.[1] ?? 'that';
  const withoutRef = refMatch ? `${clause.slice(0, refMatch.index)}${keyword} ${REF_MARK}` : clause;
  const own = periodsIn(withoutRef);
  if (own.length !== 1 || !own[0]) return null;
  const name = resolvePeriod(periodName(own[0].text), previous);
  const ref = refMatch ? periodName(refMatch[3] ?? '') : null;
  const core = `${withoutRef.slice(0, own[0].index)} ${withoutRef.slice(own[0].index + own[0].text.length)}`.replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ').trim();
  const whose = refMatch ? /\b(he|she|they|it|we|i)\b/.exec(refMatch[0])?.[1] ?? null : null;
  return name ? { own: name, ref, core, whose } : null;
}

interface Context { actor: string | null; pronoun: string | null; verb: string | null; previous: string | null }

/** One clause read in its context (the actor, the verb and the period before it), or null. */
export function readPeriodClause(clause: string, context: Context): (PeriodAmount & { subject: string; verb: string }) | null {
  const parts = splitPeriods(clause.toLowerCase().replace(/^(?:and |but |so |then |however )+/, ''), context.previous);
  if (!parts) return null;
  const words = parts.core.split(' ');
  // "and half as many on Tuesday": the subject and the verb of the clause before.
  const continued = /^(?:\d|\$)/.test(parts.core) || new RegExp(`^${MULTIPLIER} `).test(parts.core);
  // "the courier received …": a thing named with its article is one subject.
  const named = /^(?:a|an|the)$/.test(words[0] ?? '') ? [`${words[0] === 'the' ? 'the' : 'a'} ${words[1] ?? ''}`, ...words.slice(2)] : words;
  const [subject, verb, ...rest] = continued ? [context.pronoun ?? context.actor ?? '', context.verb ?? '', ...words] : named.filter((w, i) => i !== 1 || !/^(?:also|only|then)$/.test(w));
  if (!subject || !verb || NOT_AN_ACT.test(verb) || (context.verb !== null && verb !== context.verb)) return null;
  // "twice as many as she did on Monday" after "he sold": someone else's Monday.
  const speaker = PRONOUNS.test(subject) ? subject : context.pronoun;
  if (parts.whose && speaker && parts.whose !== speaker) return null;
  if (context.actor !== null && !same(subject, context.actor) && !(PRONOUNS.test(subject) && (context.pronoun === null || context.pronoun === subject))) return null;
  const amount = readAmount(rest.join(' '), parts.ref, context.previous);
  if (!amount || (amount.base === null && /\b(?:more|fewer|less|as|times|twice|half|than)\b/.test(rest.join(' ')))) return null;
  return { ...amount, period: parts.own, clause, subject, verb };
}
