import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { amountWords } from '../../text/amount-words.js';
import { onceTold, type Told, toldNumbers } from './rest-told.js';
import { CHANGE_WORD, type ChangeClause, changeWay, toldAsGot, type Way } from './one-change-roles.js';
import { placeOf, storyNames, startOwner } from './one-change-owner.js';
import { singular, tidyText } from './words.js';
import { plural } from './wording.js';

/**
 * One change of one owner's amount told in a paraphrase's order (para-change): a start, one gain or
 * loss by one verb, and the end asked ("Sam received 4 orange marbles from Mike. If Mike had 8 orange
 * marbles initially, how many will be left with him now?" → 8 − 4), the start asked ("After Ellen lost
 * 57 legos, she was left with 380. How many did she have originally?" → 380 + 57) or the change asked
 * from the start and the end ("Adolfo constructed a tower with 35 blocks; then he included more blocks,
 * and now he has 65 blocks altogether. How many blocks did Adolfo add?" → 65 − 35).
 * Exactly two counts of one thing; the way of the change by its verb and who acts (`one-change-roles.ts`);
 * the question's owner must own the start. Comparisons, rates, needs and a third number decline.
 */
const NOT_THIS = /\b(?:than|each|every|per|times|twice|half|percent|average|respectively|fewer|less|difference|between|both|together|combined|collectively|need|needs|needed|must|should|can|could|may|might|want|wants|wanted|goal|ratio|fraction|remainder|rest|other|others|equal|equally|evenly|among|square|wide|width|area|perimeter|length|long|longer|shorter|tall|taller|height|high|higher|hours?|minutes?|seconds?|have to|has to|had to|to have|to reach|in order|back|same way|miles?|kilometers?|km|meters?|feet|foot|yards?|blocks? (?:from|to|away))\b|%/i;
const END_MARK = /\b(?:left with|was left|were left|is left|are left|leaving|left (?:her|him|them|it)(?: with)?|now|currently|remains?|remained|remaining|ended up|ends up|end up|(?:increased|reduced|decreased|dropped|down|rose|grew|went up|went down|became|becomes|become|brought|came|bringing|making|reaching) (?:\w+ )?(?:\w+ )?to|to make|making|to reach|reaching|became|becomes|resulting|at present|in all|in total|altogether|total(?: number)? (?:of [a-z]+ )?(?:is|was|became|to)|total of)\b/i;
const START_MARK = /\b(?:original\w*|initial\w*|at first|started|starting|starts|beginning|begin|began|to start|before|previous\w*|earlier|formerly|already|once|yesterday|in the morning)\b/i;
const ASK_END = /\b(?:(?:will|would|does|do) [a-z]+ have\b|after|left|remains?|remained|remaining|still|now|currently|in total|altogether|in all|total|at present|present|stay|stayed|retain|keep|possess|final|new|resulting|end|will (?:there )?be|will have|would have)\b/i;
const ASK_START = /\b(?:originally|initially|at first|to begin with|in the beginning|at the start|before|previously|earlier|beforehand|to start with|original|initial|prior)\b/i;
/** A clause boundary inside a sentence: the words before a number said in its own clause. */
const CLAUSE_START = /(?:[,;:]|\b(?:and|but|while|whereas|when|if|after|then|so|before|until|because|since|once))\s+/gi;
/** "now", "currently" tell the end of a past change, the start of one still to come ("There are currently 5 … will plant 4 more"). */
const WEAK_END = /\b(?:now|currently|at present|so far)\b/i;
const STRONG_END = /\b(?:left|remain\w*|ended up|ends up|end up|became|becomes|become|resulting|in all|in total|altogether|total)\b/i;
const AFTER_CHANGE = new RegExp(String.raw`^[^,;:]*?\bafter\b[^,;:]*?` + CHANGE_WORD.source, 'i');

interface Role { told: Told; change: boolean; end: boolean; start: boolean; sentence: string; parts: ChangeClause }

function sentenceBounds(text: string, at: number): [number, number] {
  const starts = [...text.slice(0, at).matchAll(/[.?!]\s+/g)].map((m) => m.index + m[0].length);
  const end = /[.?!](?:\s|$)/.exec(text.slice(at));
  return [Math.max(0, ...starts), end ? at + end.index : text.length];
}

function roleOf(told: Told, all: readonly Told[], text: string, question: string): Role {
  const [from, to] = sentenceBounds(text, told.at);
  const previous = Math.max(from, ...all.filter((t) => t.at < told.at).map((t) => t.at + String(t.value).length));
  const nextNumber = all.find((t) => t.at > told.at)?.at ?? to;
  const lead = text.slice(previous, told.at);
  const cut = Math.max(0, ...[...lead.matchAll(CLAUSE_START)].map((m) => m.index));
  const before = lead.slice(cut);
  const afterAll = text.slice(told.at + String(told.value).length, Math.min(to, nextNumber));
  const after = afterAll.split(/[,;:]|\b(?:and|but|while|so|then|if|when|after|before|until|because|once)\b/)[0] ?? '';
  // "gave 3 candies to Stephanie from his original collection of 95": the words leading to the next number are that number's.
  const own = nextNumber < to ? after.split(/\b(?:from|of|out of)\b/)[0]! : after;
  const words = `${before} ${own}`;
  const start = START_MARK.test(words);
  // "Carlos had 39 bananas, but now a hippopotamus ate three": a change verb nearer the number than "now" is the change.
  const endAt = lastIndex(END_MARK, before);
  const changeAt = lastIndex(CHANGE_WORD, before);
  const marked = (END_MARK.test(own) || (endAt >= 0 && endAt >= changeAt)) && !(WEAK_END.test(words) && !STRONG_END.test(words) && /\b(?:will|would)\b/i.test(question));
  // "increased from 5973 tons to 8723 tons", "had 60 total balloons", "had $26935 … after withdrawing $69": the end.
  // "After Tom added 7 stamps, he had 40": an amount told after a fronted change is the end.
  const afterFronted = /^\s*(?:after|once|now that)\b/i.test(text.slice(from, previous + cut)) && CHANGE_WORD.test(text.slice(from, previous + cut)) && !CHANGE_WORD.test(before);
  const toldEnd = afterFronted || (/\bto\s*$/.test(before) && /\bfrom\b/.test(text.slice(from, told.at))) || /^\s*total\b/.test(after) || AFTER_CHANGE.test(afterAll);
  const end = (marked || toldEnd) && !start;
  const clauseEnd = told.at + String(told.value).length + after.length;
  const parts = { lead: text.slice(from, previous + cut), clause: text.slice(previous + cut, clauseEnd), tail: text.slice(clauseEnd, to) };
  // "If she returned 6 of them": a part of the things told before is what changed, never a start or an end.
  const part = /^\s*(?:of|out of) (?:them|those|these|the|his|her|their)\b/i.test(after) && !/\b(?:contains?|contained|has|have|had|holds?|held|with|owns?|owned)\s*$/i.test(before);
  return { told, change: (CHANGE_WORD.test(words) || part) && !end && !start, end, start, sentence: text.slice(from, clauseEnd), parts };
}

function lastIndex(pattern: RegExp, text: string): number {
  return Math.max(-1, ...[...text.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => m.index));
}

/** "$5.71 for a football and $6.59 for marbles", "15 dimes in her jacket and 4 dimes in her shorts": parts listed, no change between. */
function listed(a: Told, b: Told, text: string): boolean {
  const between = text.slice(a.at + String(a.value).length, b.at);
  const words = between.trim().split(/\s+/);
  return /\band\b|,/.test(between) && words.length <= 6 && !/[.?!]/.test(between) && !CHANGE_WORD.test(between) && !/\b(?:had|has|have|was|were|is|are|leaving|now|then|but|if|when|after|he|she|they|it)\b/i.test(between);
}

/** The nouns a thing is counted by: "damaged oak trees" counts trees, "gallons of water" gallons and water. */
const headsOf = (thing: string): string[] => thing.split(' of ').map((part) => singular(part.trim().split(/\s+/).pop() ?? ''));
/** "liters of milk" and "liters of juice" differ; "gallons" and "gallons of water", "fruits" and "pieces of fruit" agree. */
function sameThing(a: string, b: string): boolean {
  const [p, q] = [headsOf(a), headsOf(b)];
  return p.length > 1 && q.length > 1 ? p.every((h, i) => h === q[i]) : p.some((h) => q.includes(h));
}

const ASKED_STOP = /^(?:will|would|are|were|is|was|do|does|did|can|could|should|have|has|had|remain\w*|left|still|now|in|on|at|that|there|with|from|after|for|to|altogether|total|more|of|them)$/;

/** The first words the question counts by ("How many oak trees will …" → oak, trees), none when it names no thing. */
function askedWords(question: string): string[] {
  const words = /^\s*(?:how many|what is the (?:total |new |final )?number of)\s+(.*)$/i.exec(question)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  const end = words.findIndex((w) => ASKED_STOP.test(w.replace(/\W/g, '')));
  return words.slice(0, Math.min(4, end < 0 ? words.length : end)).map((w) => singular(w.replace(/\W/g, '')));
}

/** "Mildred got 77 oranges. She receives 2 more …": with two gains, the first told in the facts is the start. */
function firstGain(roles: readonly Role[], factsEnd: number): Role | undefined {
  const first = [...roles].sort((p, q) => p.told.at - q.told.at)[0]!;
  return toldAsGot(first.parts.clause) && first.told.at < factsEnd && !/\b(?:some|several|a few)\b/i.test(first.parts.lead + first.parts.clause) ? first : undefined;
}

/** "4 of his 8", "out of the 92", "from his original collection of 95": the whole a change came out of. */
const WHOLE_BEFORE = /\b(?:of|out of|from)\s+(?:(?:his|her|their|its|the|a|an)\s+)?(?:[a-z]+\s+){0,3}$/i;

interface Reading { first: number; second: number; op: '+' | '−'; schema: StorySchema; why: string }

function reading(roles: readonly Role[], start: Role, question: string, way: (told: ChangeClause) => Way | null): Reading | null {
  const change = roles.filter((r) => r.change && r !== start);
  // "How many more apples does she have now?" asks the change, never the end or the start.
  const asksMore = /\bhow (?:many|much) (?:more|fewer|less)\b/i.test(question);
  if (change.length === 1) {
    const c = change[0]!;
    if (asksMore) return null;
    const other = roles.find((r) => r !== c)!;
    const w = way(c.parts);
    // "Sam gave him 3 of those cards": a part of the amount told is no gain on top of it.
    if (!w || (w === 'gain' && /^\s*(?:[a-z]+\s+)?(?:of|out of) (?:them|those|these|the|his|her|their)\b/i.test(c.told.text.slice(String(c.told.value).length)))) return null;
    const [s, v] = [other.told.value, c.told.value];
    // "Sam added 5 stamps. His album has 12 stamps.": an amount told after the change is its end unless words say it
    // was the start ("initially", "of his 8", "out of the 92", "from his collection of 95").
    if (!other.end && other.told.at > c.told.at && !other.start && !WHOLE_BEFORE.test(other.parts.clause.slice(0, other.parts.clause.lastIndexOf(String(other.told.value))))) return null;
    if (!other.end) {
      if (!ASK_END.test(question) || ASK_START.test(question.replace(/\b(?:original|initial)\b/gi, '')) || (w === 'gain' && /\b(?:left|remain\w*)\b/i.test(question))) return null;
      return w === 'gain' ? { first: s, second: v, op: '+', schema: 'change', why: `${s} at the start and ${v} gained` } : { first: s, second: v, op: '−', schema: 'change', why: `${s} at the start and ${v} lost` };
    }
    if (!ASK_START.test(question)) return null;
    return w === 'gain' ? { first: s, second: v, op: '−', schema: 'start-unknown', why: `${s} at the end after ${v} gained` } : { first: s, second: v, op: '+', schema: 'start-unknown', why: `${s} at the end after ${v} lost` };
  }
  const end = roles.filter((r) => r.end);
  if (change.length !== 0 || end.length !== 1 || !CHANGE_WORD.test(question) || ASK_START.test(question)) return null;
  const e = end[0]!;
  const s = roles.find((r) => r !== e)!;
  const w = way({ lead: '', clause: question, tail: '' });
  if (!w || (w === 'gain') !== e.told.value > s.told.value) return null;
  const [big, small] = w === 'gain' ? [e.told.value, s.told.value] : [s.told.value, e.told.value];
  return { first: big, second: small, op: '−', schema: 'change-unknown', why: `${s.told.value} at the start and ${e.told.value} at the end` };
}

export function solveOneChange(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split || amountWords(statement).length > 0) return null;
  const text = `${split.facts} ${split.question}`.replace(/\$\s?(\d+(?:\.\d+)?)/g, '$1 dollars').replace(/\s+/g, ' ').trim();
  if (NOT_THIS.test(text)) return null;
  const all = toldNumbers(text.toLowerCase());
  if (!all || all.some((t) => t.rate)) return null;
  const counts = onceTold(all);
  if (counts.length !== 2 || all.length !== 2 || counts.some((t) => t.value <= 0)) return null;
  const [a, b] = counts as [Told, Told];
  if (a.thing && b.thing && !sameThing(a.thing, b.thing)) return null;
  // "Her friend bought 140 cakes from him" of one baker: pronouns of both kinds with fewer than two people point at someone untold.
  if (/\b(?:he|him|his)\b/i.test(text) && /\b(?:she|her|hers)\b/i.test(text) && storyNames(text).filter((n) => /^[A-Z]/.test(n)).length < 2) return null;
  if (a.kinds.length > 0 && b.kinds.length > 0 && a.kinds.join(' ') !== b.kinds.join(' ')) return null;
  const thing = a.thing || b.thing;
  const asked = askedWords(split.question);
  if (!thing || (asked.length > 0 && !asked.some((w) => headsOf(thing).includes(w)))) return null;
  // A price paid for a thing ("$5.71 for a football") is no amount that changes.
  const priced = (t: Told): boolean => /^\s*(?:dollars?\s+)?(?:for|on)\b/.test(t.text.slice(String(t.value).length)) || /\b(?:for|costs?|cost [a-z]+|priced at|at)\s*$/.test(t.before);
  if (listed(a, b, text) || (/\bdollar/.test(thing) && (priced(a) || priced(b)))) return null;
  // "How much money did she receive in dimes?": money asked of counted coins is their value, no count.
  if (/\bhow much money\b/i.test(split.question) && !/\b(?:dollar|cent)/.test(thing)) return null;
  const roles = counts.map((t) => roleOf(t, counts, text, split.question));
  const start = roles.find((r) => !r.change && !r.end) ?? roles.find((r) => !r.change) ?? firstGain(roles, text.length - split.question.trim().length);
  if (!start) return null;
  const names = storyNames(text);
  const owner = startOwner(text, start.told.at, split.question, names);
  // A first amount someone got is a person's, never a place's ("Sara picked 6 pears and Tim picked 5": parts of a total).
  if (owner === null || (owner === '' && start.change)) return null;
  const others = names.filter((n) => n !== owner);
  const read = reading(roles, start, split.question, (told) => changeWay(told, owner, others, owner ? null : placeOf(text, start.told.at, split.question)));
  if (!read) return null;
  const answer = read.op === '+' ? exact.fraction(read.first).add(read.second) : exact.fraction(read.first).sub(read.second);
  if (answer.compare(0) <= 0) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: counts.map((t) => t.text) },
    { kind: 'number-sentence', sentence: `${read.first} ${read.op} ${read.second} = ?`, schema: read.schema },
    { kind: 'check', statement: `${read.why}: ${read.op === '+' ? `${showExact(answer, 'decimal')} − ${read.second} = ${read.first}` : `${showExact(answer, 'decimal')} + ${read.second} = ${read.first}`}`, holds: true },
  ];
  const head = thing.split(' of ')[0] ?? thing;
  const of = thing.includes(' of ') ? ` of ${thing.split(' of ')[1]}` : '';
  return { kind: 'word-problem', steps, answer: `${showExact(answer, 'decimal')} ${plural(head, answer)}${of}` };
}
