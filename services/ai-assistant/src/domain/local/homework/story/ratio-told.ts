import { readRatio } from '../story-trust/ratio-reading.js';
import { irregularBase } from './verb-forms.js';
import { singular } from './words.js';

/**
 * How a ratio story tells its ratio, and what each part is called: "the ratio of the length of Joey's
 * rope to Chad's rope is 8:3", "Ann and Bo share it in the ratio 2:3", "7 eggs for every 2 cups of
 * flour", "for every 3 boys there are 5 girls", "a 1:18 scale model", "two numbers are in the ratio 3:8".
 * A part is found again in other words by its own keys (the words of its name that no other part has:
 * "Joey", "correct", "jogged"); unnamed parts ("two pieces") are told apart only as the longer or shorter.
 */
export interface RatioPart { name: string; keys: string[]; unit: string | null }
export interface RatioTold { terms: number[]; parts: RatioPart[]; unnamed: string | null; sentence: number; spans: Array<[number, number]> }

const STOP = new Set(['the', 'a', 'an', 'of', 'number', 'amount', 'to', 'is', 'was', 'are', 'were', 'in', 'on', 'at', 'by', 'for', 'and', 'that', 'which', 'who', 'he', 'she', 'they', 'it', 'his', 'her', 'their', 'its', 'had', 'has', 'have', 'did', 'does', 'do', 'be', 'been', 'with', 'from', 'as', 'this', 'there', 'what', 'how', 'many', 'much', 'ratio', 'total', 'every', 'compared', 'used', 'sold', 'made', 'still', 'i', 'you', 'we', 'my', 'your', 'our']);
/** A game's losses are what it lost: one key with "lost". */
const NOUN_ACTS: Record<string, string> = { loss: 'lose', losses: 'lose' };
const COLON = /(?<![\d.:])(\d+) ?: ?(\d+)(?: ?: ?(\d+))?(?![\d:])(?! ?(?:a\.?m|p\.?m)\b)/gi;
const WORDS_TO = /\bratio\b[^.]*?\b(?:is|was|of) (\d+) to (\d+)\b/gi;
// "cups of flour", "red beads", "boys": a unit of one or two words, never a word of the sentence around it ("boys there").
const FILLER = String.raw`(?!(?:there|here|on|in|at|the|a|an|are|is|was|were|we|you|they|he|she|it|i|of|and|to|for|with|per)\b)`;
const UNIT = String.raw`(?:[a-z]+ of [a-z]+|(?:${FILLER}[a-z]+ )?${FILLER}[a-z]+)`;
const A_FOR_B = new RegExp(String.raw`(\d+(?:\.\d+)?) (${UNIT}) (?:[a-z]+ ){0,3}?for every (\d+(?:\.\d+)?) (${UNIT})`, 'gi');
const FOR_B_A = new RegExp(String.raw`\bfor every (\d+(?:\.\d+)?) (${UNIT}),? (?:[a-z]+ ){0,5}?(\d+(?:\.\d+)?) (${UNIT})`, 'gi');
const RATIO_OF_AMOUNTS = new RegExp(String.raw`\bratio of (\d+(?:\.\d+)?) (${UNIT}) to (?:[a-z]+ ){0,3}?(\d+(?:\.\d+)?) (${UNIT})`, 'gi');
const UNNAMED = /\b(\d+) (?:[a-z]+ )?(numbers|pieces|parts|sides|angles|portions|shares|lengths|sections)\b/;
const SCALE = [{ name: 'model', keys: ['model', 'replica', 'miniature', 'toy', 'map', 'drawing'] }, { name: 'actual', keys: ['actual', 'real', 'full', 'life'] }];

/** A word's key: lower case, singular, a verb's ending dropped ("jogged" → "jog", "walks" → "walk"). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const base = NOUN_ACTS[w] ?? irregularBase(w);
  if (base) return base;
  const one = singular(w);
  const bare = one.length > 5 && /(?:ed|ing)$/.test(one) ? one.replace(/(?:ed|ing)$/, '') : one;
  return bare.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

/** The keys of a text: its content words stemmed; a capital letter standing as a name ("candidate A") kept as one. */
export function keysOf(text: string): string[] {
  const letters = text.replace(/(?<=[a-z] )([A-Z])\b(?!['’])/g, 'letter$1');
  return letters.replace(/(?:'s|’s)\b/g, '').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !STOP.has(w) && !/^\d/.test(w)).map(stem);
}

/** Each part keeps the keys no other part has; null when a part has none left. */
function distinct(names: string[], units: Array<string | null> = names.map(() => null)): RatioPart[] | null {
  const all = names.map(keysOf);
  const parts = names.map((name, i) => ({ name, unit: units[i] ?? null, keys: [...new Set(all[i]!.filter((k) => all.every((o, j) => j === i || !o.includes(k))))] }));
  return parts.every((p) => p.keys.length > 0) ? parts : null;
}

const PREFIX = /^(?:the )?(?:(?:number|amount|length|weight|cost|price|age|ages|height|size|value|time|distance) of )?(?:the )?/;
const cleanName = (name: string): string => name.trim().replace(PREFIX, '').replace(/\s+(?:in|at|on|by|from|during|for a|for the)\s.*$/, '').replace(/,.*$/, '').trim();

/** "red to blue marbles": the noun the last part names belongs to each one-word part before it. */
function elided(names: string[]): string[] {
  const last = names[names.length - 1]?.split(' ') ?? [];
  const noun = last.length === 2 ? last[1]! : null;
  return noun && /s$/.test(noun) ? names.map((n, i) => (i < names.length - 1 && /^[a-z]+$/.test(n) ? `${n} ${noun}` : n)) : names;
}

/** "the ratio of A to B (to C) is", "the ratio representing the ages of A, B and C is". */
function namesOfRatio(before: string, count: number): string[] | null {
  const of = /\bratio (?:of|representing|between) (.+?),? (?:is|was|to be|are|were|would be|should be)\s*$/i.exec(before)?.[1];
  if (!of) return null;
  const split = / to | compared (?:to|with) /.test(of) ? of.split(/\s+(?:compared\s+)?(?:to|with)\s+(?:that of\s+)?/) : of.replace(PREFIX, '').split(/,\s*(?:and\s+)?|\s+and\s+/);
  const names = elided(split.map(cleanName));
  return names.length === count && names.every((n) => /^[A-Za-z]/.test(n)) ? names : null;
}

function sentencesOf(facts: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  const re = /[^.!?]+(?:[.!?](?=\s|$)|$)/g;
  for (const m of facts.matchAll(re)) if (m[0].trim()) out.push({ text: m[0], at: m.index ?? 0 });
  return out;
}

/** The one ratio of the facts, or null when there is none, more than one, or its parts have no names to tell them apart. */
export function readRatioTold(facts: string): RatioTold | null {
  const sentences = sentencesOf(facts);
  const colons = [...facts.matchAll(COLON)];
  const wordsTo = [...facts.matchAll(WORDS_TO)];
  const amounts = [...facts.matchAll(A_FOR_B), ...facts.matchAll(FOR_B_A), ...facts.matchAll(RATIO_OF_AMOUNTS)];
  if (colons.length + wordsTo.length + amounts.length !== 1 || /\b\d+(?:\.\d+)? ?(?:to|:) ?\d+\b[^.]*\band\b[^.]*\b\d+ ?(?:to|:) ?\d+/.test(facts)) return null;
  const match = (colons[0] ?? wordsTo[0] ?? amounts[0])!;
  const at = (match.index ?? 0) + (wordsTo[0] ? match[0].search(/\d/) : 0);
  const sentence = sentences.findIndex((s) => s.at <= at && at < s.at + s.text.length);
  if (sentence < 0) return null;
  if (amounts[0]) return amountRatio(amounts[0], sentence);
  const terms = match.slice(1).filter(Boolean).map(Number);
  if (terms.some((t) => t <= 0)) return null;
  const spans: Array<[number, number]> = [[at, (match.index ?? 0) + match[0].length]];
  const { text, at: start } = sentences[sentence]!;
  const before = facts.slice(start, at).replace(/\s*\b(?:in )?(?:the |a )?ratio(?: of)?\s*$/i, (all) => (/\bratio (?:of|representing|between)\b/i.test(facts.slice(start, at)) ? all : ''));
  if (/\bscale\b/i.test(text) && terms.length === 2 && terms[0] === 1) return { terms, parts: SCALE.map((s) => ({ ...s, unit: null })), unnamed: null, sentence, spans };
  const unnamed = UNNAMED.exec(text);
  // "cut into 2 parts": the count of the parts is no amount.
  const countAt = start + (unnamed?.index ?? 0);
  if (unnamed && Number(unnamed[1]) === terms.length) return { terms, parts: terms.map((_, i) => ({ name: `part ${i + 1}`, keys: [], unit: null })), unnamed: singular(unnamed[2]!), sentence, spans: [...spans, [countAt, countAt + unnamed[1]!.length]] };
  const names = namesOfRatio(before.trim(), terms.length) ?? readRatio(text)?.names ?? null;
  const parts = names ? distinct(names.map(cleanName)) : null;
  return parts ? { terms, parts, unnamed: null, sentence, spans } : null;
}

/** "7 eggs for every 2 cups of flour": each part is an amount with its own unit. */
function amountRatio(m: RegExpMatchArray, sentence: number): RatioTold | null {
  const [a, unitA, b, unitB] = [m[1]!, m[2]!, m[3]!, m[4]!];
  const terms = [Number(a), Number(b)];
  const names = [unitA, unitB];
  const units = names.map((n) => singular(n.split(' of ')[0]!.split(' ').pop()!));
  const parts = distinct(names, units);
  if (!parts || terms.some((t) => t <= 0)) return null;
  const span: [number, number] = [m.index ?? 0, (m.index ?? 0) + m[0].length];
  return { terms, parts, unnamed: null, sentence, spans: [span] };
}

export const sentencesOfFacts = sentencesOf;
