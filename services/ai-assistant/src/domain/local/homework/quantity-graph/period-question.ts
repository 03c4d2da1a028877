import { tag } from '../../text/nlp.js';
import { singular, tidyText } from '../story/words.js';
import type { PeriodStory } from './period-clauses.js';
import { askedPeriods, PERIOD, periodName } from './period-words.js';

/**
 * The question of a story told period by period, when it asks the actor's total over every period
 * told ("How many donuts did Andrew eat in the three days?", "… altogether in April and May?").
 * A question about fewer periods, another actor, another act or another thing is not read (null).
 */
const WORDS = String.raw`((?:(?!(?:did|does|do|has|have|had|will|would|is|was|that)\b)[a-z-]+)(?: (?!(?:did|does|do|has|have|had|will|would|is|was|that)\b)[a-z-]+){0,2})`;
const HOW = new RegExp(`^how (many|much)(?: ${WORDS})? (?:did|does|do|has|have|had|will|would) ((?:the )?[a-z]+) ([a-z]+)(.*)$`);
const WHAT = new RegExp(`^what (?:is|was) the total (?:number|amount|quantity)(?: of ${WORDS})? (?:that )?((?:the )?[a-z]+) ([a-z]+)(.*)$`);
const TOTAL = /\b(?:altogether|in total|in all|combined|total|so far)\b/;
const SPAN = new RegExp(`\\b(?:in|over|during|for|on) (?:the|these|those|all) (?:past )?\\d+ (?:day|week|month|year|night|weekend|season)s\\b|\\b(?:in|over|during|for) \\d+ (?:day|week|month|year)s\\b|(?:${PERIOD})(?:,? (?:and )?(?:${PERIOD}))*`, 'g');
const MONEY = new Set(['money', 'dollar']);

const lemma = (verb: string): string => tag(`they ${verb}`)[1]?.lemma ?? verb;
/** "bake" and "baked" (which the tagger reads as an adjective), "sell" and "sold": one act. */
function sameAct(asked: string, told: string): boolean {
  const stem = asked.replace(/e$/, '');
  const regular = [asked, `${asked}s`, `${asked}es`, `${stem}ed`, `${asked.replace(/y$/, 'i')}ed`, `${asked.replace(/y$/, 'i')}es`, `${asked}${asked.slice(-1)}ed`];
  return regular.includes(told) || lemma(asked) === lemma(told);
}

/** The question's subject, act and thing agree with the story's. */
function agrees(story: PeriodStory, subject: string, verb: string, words: string | undefined): boolean {
  const storyPronoun = story.amounts.map((a) => a.clause.toLowerCase().split(' ')).flat().find((w) => /^(?:he|she|they)$/.test(w));
  const sameActor = subject.replace(/^the /, '') === story.actor.replace(/^(?:a|the) /, '') || (storyPronoun !== undefined && subject === storyPronoun);
  const thing = words ? singular(words.split(' ').pop() ?? '') : null;
  const sameThing = thing === null || story.names.includes(thing) || (MONEY.has(thing) && story.names.includes('dollar'));
  return sameActor && sameThing && sameAct(verb, story.verb);
}

export type PeriodAsked = { kind: 'total' } | { kind: 'one'; period: string } | { kind: 'difference'; larger: string; smaller: string };

/** "How many more tickets did she sell on Saturday than on Sunday?", "… were sold on Saturday than Sunday?" */
const MORE = new RegExp(`^how (?:many|much) more(?: ${WORDS})? (?:(?:did|does|do|has|have|had) ((?:the )?[a-z]+) ([a-z]+)|(?:were|was) ([a-z]+)) (${PERIOD}) than (${PERIOD})$`);

function difference(q: string, story: PeriodStory, told: readonly string[]): PeriodAsked | null {
  const more = MORE.exec(q);
  const [larger, smaller] = [periodName(more?.[5] ?? ''), periodName(more?.[6] ?? '')];
  const subject = more?.[2] ?? story.actor;
  if (!more || !told.includes(larger) || !told.includes(smaller) || !agrees(story, subject, more[3] ?? more[4] ?? '', more[1])) return null;
  return { kind: 'difference', larger, smaller };
}

/** What the question asks of the periods told: their total, one of them, or how many more in one. */
export function readPeriodQuestion(question: string, story: PeriodStory): PeriodAsked | null {
  const q = tidyText(question).toLowerCase().replace(/\s*\?$/, '');
  const told = story.amounts.map((a) => a.period);
  if (/^how (?:many|much) more\b/.test(q)) return difference(q, story, told);
  const how = HOW.exec(q);
  const what = how ? null : WHAT.exec(q);
  const [words, subject, verb, tail] = how ? [how[2], how[3], how[4], how[5]] : what ? [what[1], what[2], what[3], what[4]] : [];
  if (!subject || !verb || !agrees(story, subject, verb, words)) return null;
  const leftover = (tail ?? '').replace(TOTAL, ' ').replace(SPAN, ' ').replace(/\b(?:both|all)\b/g, ' ').trim();
  if (leftover !== '') return null;
  const asked = askedPeriods(q);
  const totalAsked = TOTAL.test(tail ?? '') || what !== null;
  if (!totalAsked && asked.count === null && asked.names.length === 1) return told.includes(asked.names[0]!) ? { kind: 'one', period: asked.names[0]! } : null;
  if (asked.count !== null && asked.count !== told.length) return null;
  if (asked.names.length > 0 && (asked.names.length !== told.length || !asked.names.every((n) => told.includes(n)))) return null;
  return totalAsked || asked.names.length >= 2 || asked.count !== null ? { kind: 'total' } : null;
}
