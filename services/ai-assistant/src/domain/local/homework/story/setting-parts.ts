import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from './words.js';

/**
 * One person's amounts told apart by when or on what they happened: "Julia played tag with 15 kids on
 * monday, 18 kids on tuesday and 7 kids on wednesday", "If she played tag with 12 more kids on monday
 * than on tuesday", "he spends 5 hours on learning chinese". Each number belongs to the setting right
 * after it; a comparison ties two settings. Every number of the story must be read so.
 */
export interface Part { setting: string; value: Exact; unit: string; act: Set<string> }
export interface Tie { target: string; base: string; offset: Exact; unit: string; act: Set<string> }
/** "If she played with a total of 15 kids": the sum of the named settings, or of every setting of the act. */
export interface Total { value: Exact; unit: string; act: Set<string>; settings: string[] | null }
export interface SettingStory { parts: Part[]; ties: Tie[]; totals: Total[]; unknown: Part[] }

const DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
export const SETTING = String.raw`(?:(?:on|in|during) (?:the )?(?:${DAY}|morning|afternoon|evening|night|weekend|(?:first|second|third|last|next) (?:day|week|hour))|yesterday|today|tonight|this (?:morning|afternoon|evening)|last (?:night|week)|on [a-z]+ing [a-z]+)`;
const NUM = String.raw`\d+(?:\.\d+)?`;
const UNIT = String.raw`((?:[a-z-]+ ){0,2}?)`;
const ITEM = new RegExp(`^(${NUM}|some(?: more)?) ${UNIT}(${SETTING})$`);
const TIE = new RegExp(`^(${NUM}) (?:(more|fewer|less) ${UNIT}|${UNIT}(more|fewer|less) )(${SETTING}) than (${SETTING}|(?:he|she|they) (?:did|does|do) (${SETTING}))$`);
/** "a total of 4 hours on learning english and chinese", "a total of 15 kids". */
const TOTAL = new RegExp(`a total of (${NUM})((?: [a-z-]+){0,2}?)(?: on ([a-z]+ing) ([a-z]+) and ([a-z]+))?$`);
const LIGHT = new Set(['if', 'then', 'also', 'had', 'has', 'have', 'he', 'she', 'they', 'every', 'day', 'everyday', 'and', 'a', 'the']);

/** "on the morning" → "morning", "on learning chinese" → "learning chinese". */
export const settingKey = (text: string): string => text.replace(/^(?:on|in|during|this|last) (?:the )?/, '').trim();
/** The words of the act that every compared number must share: "played tag with" → play, tag, with. */
export const actWords = (text: string, subject: string): Set<string> =>
  new Set(text.toLowerCase().split(/[^a-z]+/).filter((w) => w && w !== subject && !LIGHT.has(w)).map((w) => w.replace(/(?:ed|es|s|e)$/, '')));
const unitOf = (words: string | undefined): string => singular((words ?? '').trim().split(' ').pop() ?? '');

function readItems(rest: string, act: Set<string>, story: SettingStory, lastUnit: { unit: string }): boolean {
  for (const item of rest.split(/,\s*(?:and\s+)?|\s+and\s+(?=\d|some\b)/).map((i) => i.trim())) {
    const tie = TIE.exec(item);
    if (tie) {
      const [, n, word, unitA, unitB, word2, a, b, than] = tie;
      const unit = unitOf(unitA ?? unitB) || lastUnit.unit;
      const sign = (word ?? word2) === 'more' ? 1 : -1;
      story.ties.push({ target: settingKey(a!), base: settingKey(than ?? b!), offset: exact.fraction(n!).mul(sign), unit, act });
      continue;
    }
    const part = ITEM.exec(item);
    if (!part) return false;
    lastUnit.unit = unitOf(part[2]) || lastUnit.unit;
    const found = { setting: settingKey(part[3]!), value: exact.fraction(part[1]!.startsWith('some') ? 0 : part[1]!), unit: lastUnit.unit, act };
    (part[1]!.startsWith('some') ? story.unknown : story.parts).push(found);
  }
  return true;
}

/** Each sentence with a number read into parts and ties, or null when one is left over. */
export function readSettingStory(facts: string, subject: string): SettingStory | null {
  const story: SettingStory = { parts: [], ties: [], totals: [], unknown: [] };
  const lastUnit = { unit: '' };
  for (const raw of tidyText(facts).toLowerCase().split(/(?<=[.!?;])\s+/)) {
    const sentence = raw.replace(/[.!?;]+$/, '').replace(/^(?:every day|everyday),?\s+/, '').replace(/\s+(?:every day|everyday)$/, '');
    const at = sentence.search(new RegExp(`\\b(?:${NUM}|some)\\b`));
    if (at < 0 && !/\b(?:more|fewer|less|than|total|all)\b/.test(sentence)) continue;
    if (at < 0 || !new RegExp(`^(?:if |then |and )?(?:${subject}|he|she|they)\\b`).test(sentence)) return null;
    const total = TOTAL.exec(sentence);
    if (total && sentence.lastIndexOf('a total of ') + 'a total of '.length === at) {
      const [, n, unit, gerund, a, b] = total;
      const settings = gerund ? [`${gerund} ${a}`, `${gerund} ${b}`] : null;
      story.totals.push({ value: exact.fraction(n!), unit: unitOf(unit) || lastUnit.unit, act: actWords(sentence.slice(0, at - 'a total of '.length), subject), settings });
      continue;
    }
    if (!readItems(sentence.slice(at), actWords(sentence.slice(0, at), subject), story, lastUnit)) return null;
  }
  return story.parts.length + story.ties.length + story.totals.length + story.unknown.length >= 2 ? story : null;
}

/** The person the story is about: its first word, a name ("Every day Ryan …" → "ryan"). */
export function subjectOf(statement: string): string | undefined {
  const name = /^(?:[Ee]very day,? )?([A-Z][a-z]+)\b/.exec(statement.trim())?.[1];
  return name && !/^(?:The|There|These|Those|This|That|A|An|If|On|In|At|During|Last|After|Before|When|It|He|She|They|We|You|Each|Every|One|Some|How|What)$/.test(name) ? name.toLowerCase() : undefined;
}
