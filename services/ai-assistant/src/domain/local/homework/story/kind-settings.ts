import { tag } from '../../text/nlp.js';
import { verbForms } from '../guards/unread-change-verb.js';
import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * Amounts of several kinds told by one actor with one act across settings, one kind asked: its total,
 * more of it than of another kind, or more of it in one setting than another. "Helen baked 197 chocolate
 * chip cookies and 46 raisin cookies yesterday. And she baked 75 raisin cookies and 66 chocolate chip
 * cookies this morning. How many more chocolate chip cookies did Helen bake yesterday than today?" (197 −
 * 66: "this morning" is part of today). A number of another act, another actor, a relation or a change
 * declines, and so does a setting the question names that a number it counts is not told in.
 */
const BEYOND = /\b(?:than|times|twice|half|each|every|per|more|fewer|less|some|left|gave|ate|lost|sold|rest|other|another|total|in all|altogether|if|not|n't|only|instead|extra)\b|%/i;
const QUESTION = /^how many (?:(more|fewer) )?(.+?)\??$/i;
/** Setting phrases and what they tell: "this morning" is the morning of today. */
const SETTINGS: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/\byesterday (morning|afternoon|evening)\b/g, ['yesterday', '$1']],
  [/\bthis (morning|afternoon|evening)\b/g, ['today', '$1']],
  [/\btonight\b/g, ['today', 'evening']],
  [/\bin the (morning|afternoon|evening)\b/g, ['$1']],
  [/\b(yesterday|today)\b/g, ['$1']],
];
const LIGHT = new Set(['many', 'much', 'more', 'fewer', 'how', 'than', 'day']);

/** What one setting tells: ["today", "morning"] for "this morning". */
type Setting = readonly string[];

/** Settings told in a text, each read once ("yesterday morning" is not also "yesterday"). */
function settingsIn(text: string): Setting[] {
  const found: Setting[] = [];
  let rest = text.toLowerCase();
  for (const [pattern, tags] of SETTINGS) {
    rest = rest.replace(pattern, (whole: string, word: unknown) => {
      found.push(tags.map((t) => (t === '$1' ? String(word) : t)));
      return ' ';
    });
  }
  return found;
}

/** The act of a text, as the forms its last verb may take ("baked": bake, baked; "sent": send, sent), or null. */
function actOf(text: string): Set<string> | null {
  // Lower case "helen baked" is tagged an adjective: an -ed word is read as a verb too.
  const verbs = tag(text).filter((t) => (t.pos === 'VERB' || (t.pos === 'AUX' && t.lemma === 'have') || (t.pos === 'ADJ' && /ed$/.test(t.text))) && !/^(?:be|do)$/.test(t.lemma));
  const last = verbs.pop();
  return last ? new Set([last.lemma.toLowerCase(), ...verbForms(last.text)]) : null;
}

const sameAct = (a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): boolean => !!a && !!b && [...a].some((f) => b.has(f));

/** What a number counts, in words: "chocolate chip cookies" of its trail up to a setting. */
function kindWords(text: string, names: ReadonlySet<string>): Set<string> {
  const plainText = settingsIn(text).length > 0 ? text.toLowerCase().replace(/\b(?:yesterday|today|tonight|this|in the|morning|afternoon|evening)\b/g, ' ') : text.toLowerCase();
  const words = tag(plainText).filter((t) => ['NOUN', 'ADJ', 'PROPN'].includes(t.pos)).map((t) => singular(t.lemma.toLowerCase()));
  return new Set(words.filter((w) => !LIGHT.has(w) && !names.has(w)));
}

interface Told { q: Quantity; kind: Set<string>; setting: Setting | null }

function toldAmounts(story: Story, act: ReadonlySet<string>, names: ReadonlySet<string>): Told[] | null {
  const owner = story.quantities[0]?.owner ?? null;
  const told: Told[] = [];
  let previous: { q: Quantity; act: Set<string> } | null = null;
  for (const q of story.quantities) {
    if (q.owner !== owner || q.per !== null || q.linked || q.inherited || q.unit === '') return null;
    const own = actOf(q.lead);
    const qAct: Set<string> | null = own ?? (previous && previous.q.sentence === q.sentence ? previous.act : null);
    if (!qAct || !sameAct(qAct, act)) return null;
    previous = { q, act: qAct };
    const sentenceSettings = settingsIn(story.facts[q.sentence] ?? '');
    const clauseSettings = settingsIn(q.clause);
    const setting = sentenceSettings.length === 1 ? sentenceSettings[0]! : clauseSettings.length === 1 ? clauseSettings[0]! : null;
    told.push({ q, kind: kindWords(q.trail, names), setting });
  }
  return told;
}

interface Side { kind: Set<string>; settings: Setting[] }

function sideOf(text: string, names: ReadonlySet<string>): Side {
  return { kind: kindWords(text, names), settings: settingsIn(text) };
}

const covers = (side: readonly Setting[], setting: Setting | null): boolean =>
  side.length === 0 || (setting !== null && side.length === 1 && side[0]!.every((t) => setting.includes(t)));
const fits = (t: Told, kind: ReadonlySet<string>, settings: readonly Setting[]): boolean =>
  kind.size > 0 && [...kind].every((w) => t.kind.has(w)) && covers(settings, t.setting);
const sum = (ts: readonly Told[]): Exact => ts.reduce((s, t) => s.add(exact.fraction(t.q.value)), exact.fraction(0));

interface Reading { big: Told[]; small: Told[] }

function read(story: Story): Reading | null {
  const question = QUESTION.exec(story.question.text.trim());
  if (!question || story.questionQuantities.length > 0 || BEYOND.test(story.facts.join(' '))) return null;
  const [mainText, thanText] = (question[2] ?? '').split(/\bthan\b/);
  const act = actOf(mainText ?? '') ?? actOf(thanText ?? '');
  if (!act || !mainText) return null;
  const names = new Set([...story.quantities.map((q) => q.owner ?? ''), story.question.subject ?? ''].flatMap((n) => n.split(/\W+/)).filter(Boolean));
  const told = toldAmounts(story, act, names);
  if (!told || told.length < 2) return null;
  // "has 5 red apples … had 2 yesterday": what one has is a state, never added across sentences or settings.
  if (act.has('have') && (new Set(told.map((t) => t.q.sentence)).size > 1 || told.some((t) => t.setting !== null))) return null;
  const a = sideOf(mainText, names);
  if (thanText === undefined) {
    if (question[1]) return null;
    const counted = told.filter((t) => fits(t, a.kind, a.settings));
    return counted.length >= 2 ? { big: counted, small: [] } : null;
  }
  if (!question[1]) return null;
  const b = sideOf(thanText, names);
  // "than raisin cookies did she bake yesterday": a setting said once is both sides'.
  const [settingsA, settingsB] = a.settings.length === 0 ? [b.settings, b.settings] : b.settings.length === 0 ? [a.settings, a.settings] : [a.settings, b.settings];
  const kindB = b.kind.size === 0 ? a.kind : b.kind;
  const sideA = told.filter((t) => fits(t, a.kind, settingsA));
  const sideB = told.filter((t) => fits(t, kindB, settingsB));
  if (sideA.length === 0 || sideB.length === 0 || sideA.some((t) => sideB.includes(t))) return null;
  return question[1].toLowerCase() === 'more' ? { big: sideA, small: sideB } : { big: sideB, small: sideA };
}

export function solveKindSettings(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { big, small } = reading;
  const value = sum(big).sub(sum(small));
  if (value.s < 0n || value.equals(0)) return null;
  const group = (ts: readonly Told[]): string => (ts.length > 1 ? `(${ts.map((t) => t.q.value).join(' + ')})` : String(ts[0]?.q.value ?? ''));
  const sentence = small.length > 0 ? `${group(big)} - ${group(small)}` : big.map((t) => t.q.value).join(' + ');
  // Checked a second way: floating point, and the smaller side with the answer makes the bigger again.
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9 || !sum(small).add(value).equals(sum(big))) return null;
  const unit = big[0]!.q.unit;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [...big, ...small].map((t) => describe(t.q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: small.length > 0 ? 'compare' : 'combine' },
    { kind: 'check', statement: small.length > 0 ? `${showExact(value, 'decimal')} + ${small.map((t) => t.q.value).join(' + ')} = ${big.map((t) => t.q.value).join(' + ')}` : `${sentence} = ${showExact(value, 'decimal')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, big.every((t) => t.q.unit === unit) ? unit : '') };
}
