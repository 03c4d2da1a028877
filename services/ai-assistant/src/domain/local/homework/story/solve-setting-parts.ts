import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular } from './words.js';
import { actWords, readSettingStory, SETTING, settingKey, subjectOf, type Part, type SettingStory } from './setting-parts.js';
import { showAnswer } from './wording.js';

/**
 * Questions over one person's amounts told apart by their settings: one of them ("How many kids did
 * she play with on tuesday?"), some together ("on monday and tuesday"), all of one act ("altogether"),
 * or a difference ("How many more … on monday and tuesday than on wednesday?"). A comparison in the
 * facts gives a setting's amount from another's. Only numbers of the question's act count: "played
 * cards with 15 kids" is not "played tag with". Checked by evaluating the number sentence again.
 */
const DAY_WORD = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night)$/;
const TOGETHER = /\s+(?:altogether|in all|in total|together)$/;

export interface Asked { unit: string; act: Set<string>; left: string[]; right: string[]; sign: 1 | -1; all: boolean }

/** "on monday and tuesday" → ["monday", "tuesday"]; null when a piece is not a setting. */
function settingsOf(side: string): string[] | null {
  const keys = side.trim().split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((piece) => (new RegExp(`^${SETTING}$`).test(piece) ? settingKey(piece) : DAY_WORD.test(piece) ? piece : null));
  return keys.every((k): k is string => !!k) ? keys : null;
}

export function readAsked(question: string, subject: string): Asked | null {
  const q = question.toLowerCase().replace(/[?.]\s*$/, '').replace(/\s+(?:every day|everyday|each day)$/, '').trim();
  const m = new RegExp(`^how (?:many|much) (?:(more|fewer|less) )?([a-z ]+?) (?:did|does|do) (?:${subject}|he|she|they) (.*)$`).exec(q);
  if (!m?.[2] || !m[3]) return null;
  const all = TOGETHER.test(m[3]);
  const rest = m[3].replace(TOGETHER, '');
  const at = rest.search(new RegExp(SETTING));
  const [left, right] = at < 0 ? ['', undefined] : rest.slice(at).split(' than ');
  const [l, r] = [at < 0 ? [] : settingsOf(left ?? ''), right === undefined ? [] : settingsOf(right)];
  if (!l || !r || (m[1] ? r.length === 0 : r.length > 0) || (all ? l.length > 0 : l.length === 0)) return null;
  return { unit: singular(m[2].split(' ').pop() ?? ''), act: actWords(at < 0 ? rest : rest.slice(0, at), subject), left: l, right: r, sign: m[1] && m[1] !== 'more' ? -1 : 1, all };
}

/** Each setting's amount: told outright, or from a comparison with one already known. */
function valuesOf(story: SettingStory, how: Map<string, string>): Map<string, Exact> | null {
  const values = new Map<string, Exact>();
  for (const p of story.parts) {
    if (values.has(p.setting)) return null;
    values.set(p.setting, p.value);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const t of story.ties) {
      const [a, b] = [values.get(t.target), values.get(t.base)];
      if (!a === !b) continue;
      const [key, from, sign] = b ? [t.target, b, 1] : [t.base, a!, -1];
      values.set(key, from.add(t.offset.mul(sign)));
      how.set(key, `${show(from)} ${t.offset.mul(sign).s < 0n ? '-' : '+'} ${show(t.offset.abs())}`);
      changed = true;
    }
  }
  fromTotals(story, values, how);
  return story.ties.every((t) => values.get(t.target)?.equals(values.get(t.base)!.add(t.offset))) ? values : null;
}

/** "5 kids on monday, some more on tuesday, a total of 15": the one setting not told is the total less the rest. */
function fromTotals(story: SettingStory, values: Map<string, Exact>, how: Map<string, string>): void {
  for (const total of story.totals) {
    const same = (p: Part): boolean => (p.unit === '' || total.unit === '' || p.unit === total.unit) && [...total.act].every((w) => p.act.has(w));
    const settings = total.settings ?? [...new Set([...story.parts, ...story.unknown].filter(same).map((p) => p.setting))];
    const missing = settings.filter((k) => !values.has(k));
    if (missing.length !== 1 || settings.length < 2) continue;
    const rest = settings.filter((k) => k !== missing[0]).reduce((t, k) => t.add(values.get(k)!), exact.fraction(0));
    values.set(missing[0]!, total.value.sub(rest));
    how.set(missing[0]!, `${show(total.value)} - ${settings.filter((k) => k !== missing[0]).map((k) => show(values.get(k)!)).join(' - ')}`);
  }
}

export function solveSettingParts(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const subject = subjectOf(statement);
  const story = split && subject ? readSettingStory(split.facts, subject) : null;
  const asked = story && subject ? readAsked(split!.question, subject) : null;
  const how = new Map<string, string>();
  const values = story ? valuesOf(story, how) : null;
  if (!story || !asked || !values) return null;
  const fits = (s: { unit: string; act: Set<string> }): boolean => (s.unit === '' || s.unit === asked.unit) && [...asked.act].every((w) => s.act.has(w));
  const own = [...story.parts, ...story.unknown, ...story.ties].filter(fits);
  const settings = new Set(own.flatMap((s) => ('setting' in s ? [s.setting] : [s.target, s.base])));
  if (own.length + story.totals.filter(fits).length < 2) return null;
  const left = asked.all ? [...settings] : asked.left;
  if ([...left, ...asked.right].some((k) => !settings.has(k) || !values.get(k)) || (asked.all && asked.act.size === 0)) return null;
  const sum = (keys: string[]): Exact => keys.reduce((t, k) => t.add(values.get(k)!), exact.fraction(0));
  const value = sum(left).sub(sum(asked.right)).mul(asked.sign);
  const [big, small] = asked.sign > 0 ? [left, asked.right] : [asked.right, left];
  // A setting found from a comparison or a total is written as such: "16 - 12", not "4".
  const told = new Set(story.parts.map((p) => p.setting));
  const term = (k: string): string => how.get(k) ?? show(values.get(k)!);
  const terms = (keys: string[]): string => keys.map((k) => (keys.length > 1 && !told.has(k) ? `(${term(k)})` : term(k))).join(' + ');
  const grouped = (keys: string[]): string => (keys.length > 1 || !told.has(keys[0]!) ? `(${terms(keys)})` : terms(keys));
  const sentence = small.length === 0 ? terms(big) : `${big.length > 1 ? grouped(big) : terms(big)} - ${grouped(small)}`;
  if (value.s < 0n || value.equals(0) || !exact.fraction(String(plain.evaluate(sentence))).equals(value)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split!.question.trim() },
    { kind: 'facts', facts: [...big, ...small].map((k) => `${k}: ${show(values.get(k)!)}`) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: small.length ? 'compare' : left.some((k) => how.has(k)) ? 'missing-part' : 'combine' },
    { kind: 'check', statement: small.length ? `${show(value)} + ${show(sum(small))} = ${show(sum(big))}` : `${sentence} = ${show(value)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, asked.unit) };
}
