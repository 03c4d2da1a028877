import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular } from './read-story.js';
import { actWords, readSettingStory, SETTING, settingKey, subjectOf, type SettingStory } from './setting-parts.js';
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
const show = (v: Exact): string => showExact(v, 'decimal');

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
function valuesOf(story: SettingStory): Map<string, Exact> | null {
  const values = new Map<string, Exact>();
  for (const p of story.parts) {
    if (values.has(p.setting)) return null;
    values.set(p.setting, p.value);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const t of story.ties) {
      const [a, b] = [values.get(t.target), values.get(t.base)];
      if (b && !a) values.set(t.target, b.add(t.offset));
      else if (a && !b) values.set(t.base, a.sub(t.offset));
      else continue;
      changed = true;
    }
  }
  return story.ties.every((t) => values.get(t.target)?.equals(values.get(t.base)!.add(t.offset))) ? values : null;
}

export function solveSettingParts(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const subject = subjectOf(statement);
  const story = split && subject ? readSettingStory(split.facts, subject) : null;
  const asked = story && subject ? readAsked(split!.question, subject) : null;
  const values = story ? valuesOf(story) : null;
  if (!story || !asked || !values) return null;
  const fits = (s: { unit: string; act: Set<string> }): boolean => (s.unit === '' || s.unit === asked.unit) && [...asked.act].every((w) => s.act.has(w));
  const own = [...story.parts, ...story.ties].filter(fits);
  const settings = new Set(own.flatMap((s) => ('setting' in s ? [s.setting] : [s.target, s.base])));
  const left = asked.all ? [...settings] : asked.left;
  if (own.length < 2 || [...left, ...asked.right].some((k) => !settings.has(k) || !values.get(k)) || (asked.all && asked.act.size === 0)) return null;
  const sum = (keys: string[]): Exact => keys.reduce((t, k) => t.add(values.get(k)!), exact.fraction(0));
  const value = sum(left).sub(sum(asked.right)).mul(asked.sign);
  const [big, small] = asked.sign > 0 ? [left, asked.right] : [asked.right, left];
  // A setting found from a comparison is written as one: "16 - 12", not "4".
  const told = new Set(story.parts.map((p) => p.setting));
  const term = (k: string): string => {
    const tie = told.has(k) ? undefined : story.ties.find((t) => (t.target === k && told.has(t.base)) || (t.base === k && told.has(t.target)));
    if (!tie) return show(values.get(k)!);
    const offset = tie.target === k ? tie.offset : tie.offset.neg();
    return `${show(values.get(tie.target === k ? tie.base : tie.target)!)} ${offset.s < 0n ? '-' : '+'} ${show(offset.abs())}`;
  };
  const terms = (keys: string[]): string => keys.map((k) => (keys.length > 1 && !told.has(k) ? `(${term(k)})` : term(k))).join(' + ');
  const grouped = (keys: string[]): string => (keys.length > 1 || !told.has(keys[0]!) ? `(${terms(keys)})` : terms(keys));
  const sentence = small.length === 0 ? terms(big) : `${big.length > 1 ? grouped(big) : terms(big)} - ${grouped(small)}`;
  if (value.s < 0n || value.equals(0) || !exact.fraction(String(plain.evaluate(sentence))).equals(value)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split!.question.trim() },
    { kind: 'facts', facts: [...big, ...small].map((k) => `${k}: ${show(values.get(k)!)}`) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: small.length ? 'compare' : 'combine' },
    { kind: 'check', statement: small.length ? `${show(value)} + ${show(sum(small))} = ${show(sum(big))}` : `${sentence} = ${show(value)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, asked.unit) };
}
