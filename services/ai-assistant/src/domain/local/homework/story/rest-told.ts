import { unitPhrase } from './unit-phrase.js';
import { singular } from './words.js';

/**
 * The numbers of a story (lower case, numbers as digits) as `rest-then-groups.ts` reads them: what each
 * counts, its clause, and whether it is a rate or a group's size ("4 points each", "3 books per shelf",
 * "each shelf can hold 5 books", "folders holding 7 files", "in stacks of 5").
 */
export interface Told { value: number; at: number; thing: string; kinds: string[]; rate: boolean; per: string | null; clause: string; before: string; text: string }

const NUMBER = /(?<![\w.])\d+(?:\.\d+)?(?![\w]|\.\d)/g;
const CLAUSE_END = /[.;?!,]|\b(?:and|but|while|whereas|then|so)\b/g;
/** "4 points each", "3 books fitting on each shelf", "3 points for every enemy", "7 files apiece". */
const PER_AFTER = /^\s*(?:[a-z'-]+\s+){0,3}?(?:per|each|every|apiece|a piece)\b(?:\s+(?!(?:of|one|time)\b)([a-z]+))?/;
const HOLDS = String.raw`(?:can |could |will |would |should |must |may )?(?:hold|holds|held|contain|contains|contained|has|have|had|fit|fits|occup(?:y|ies|ying)|takes?|gets?|got|receives?|received|scores?|scored|earns?|earned|gives?|gave|is worth|was worth|consists? of|consisted of|carr(?:y|ies|ying)|costs?|needs?|requires?|uses?)`;
/** "each shelf can hold 5", "each remaining member scored 4", "each person would get 4". */
const EACH_BEFORE = new RegExp(String.raw`\b(?:each|every)((?: [a-z]+){0,3}?) ${HOLDS}\s+(?:up to |a maximum of |exactly |only |just )?$`);
/** "folders holding 7", "with a capacity of 7", "in stacks of 5". */
const SIZE_BEFORE = /\b(?:holding|carrying|capacity of|(?:stacks|groups|piles|packs|bundles|packages|batches|sets|rows|bags) of|maximum of)\s+$/;
const REST_AGAIN = /\b(?:remaining|rest of(?: the)?|other|left)\s+$/;

function clauseAt(story: string, at: number): string {
  let start = 0;
  let end = story.length;
  for (const m of story.matchAll(CLAUSE_END)) {
    if (m.index < at) start = m.index + m[0].length;
    else if (m.index > at) { end = m.index; break; }
  }
  return story.slice(start, end);
}

function thingOf(after: string): string {
  // "14 of the 50 songs", "27 of them": a part of the whole told next, its thing left unsaid.
  if (/^\s*of (?:them|these|those)\b/.test(after) || /^\s*(?:out )?of(?: (?:the|his|her|their|its|my|our))?\s*$/.test(after)) return '';
  const phrase = unitPhrase(after);
  return phrase.of && phrase.of !== phrase.unit && phrase.of !== 'them' ? `${phrase.unit} of ${phrase.of}` : phrase.unit;
}

/** Every number of the story with what it counts, or null when one is a fraction of a count or a percent. */
export function toldNumbers(story: string): Told[] | null {
  const told: Told[] = [];
  for (const m of story.matchAll(NUMBER)) {
    const after = story.slice(m.index + m[0].length).split(/\d|[.;?!,]/)[0] ?? '';
    const clause = clauseAt(story, m.index);
    const before = story.slice(story.lastIndexOf(clause, m.index + 1), m.index);
    // A percent, a fraction or a ratio ("7 eggs for every 2 cups") is no count of this reading.
    if (/^\s*%|^\s*percent/.test(after) || /[/]$/.test(before) || /\b(?:for (?:every|each)|per)\s+$/.test(before)) return null;
    const perAfter = PER_AFTER.exec(after);
    const eachBefore = EACH_BEFORE.exec(before);
    const rate = !!perAfter || !!eachBefore || SIZE_BEFORE.test(before);
    const per = perAfter?.[1] ?? eachBefore?.[1]?.trim().split(' ')[0] ?? null;
    told.push({ value: Number(m[0]), at: m.index, thing: thingOf(after), kinds: unitPhrase(after).modifiers, rate, per: per && !/^(?:one|of)$/.test(per) ? singular(per) : null, clause, before, text: `${m[0]}${after.replace(/\s+$/, '')}` });
  }
  return told;
}

/** "the remaining 12 books": the rest told again, never a whole or a part. */
export const toldAsRest = (t: Told): boolean => REST_AGAIN.test(t.before);

/** The sentence a number is told in. */
export function sentenceOf(story: string, at: number): string {
  const start = Math.max(...[...story.slice(0, at).matchAll(/[.?!]\s/g)].map((m) => m.index + 1), 0);
  const end = /[.?!](?:\s|$)/.exec(story.slice(at));
  return story.slice(start, end ? at + end.index : story.length);
}

/** Every number once: a count repeated in the question is the same count. */
export function onceTold(told: readonly Told[]): Told[] {
  return told.filter((_, i) => !repeated(told, i));
}

/** The numbers a reading must place: without the rest told again ("the remaining 12 books") and a count repeated in the question. */
export function restTold(told: readonly Told[]): Told[] {
  return told.filter((t, i) => !REST_AGAIN.test(t.before) && !repeated(told, i));
}

/** The same count told again ("9 albums … each of the 9 albums"). */
export function repeated(told: readonly Told[], i: number): boolean {
  const t = told[i]!;
  return told.slice(0, i).some((o) => o.value === t.value && o.thing === t.thing && o.thing !== '');
}

/** Words that start a sentence without naming anyone. */
const STARTERS = new Set('If The There A An After Upon Considering Given How What When In On At Out Of For Each Every She He They It Her His Their Some Suppose Yesterday Today Then Later With During Once Finally So Two Three Find Calculate Determine Assuming Knowing As Since While Before Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '));
const KIN = /\b(?:father|mother|dad|mom|friend|brother|sister|aunt|uncle|son|daughter|cousin|teacher|neighbou?r|grandma|grandpa|grandmother|grandfather|wife|husband|boss)s?\b/gi;

/** The people a story names ("Mary", "her friend"): a change by another than the owner is this reading's no more. */
export function peopleNamed(statement: string): number {
  const names = new Set((statement.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !STARTERS.has(w)));
  return names.size + new Set((statement.match(KIN) ?? []).map((k) => k.toLowerCase())).size;
}
