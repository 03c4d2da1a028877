import { cardinalsAsDigits } from '../../text/cardinals.js';
import { exact, showReadable, type Exact } from '../math-engine.js';
import { partValue, type PartValue } from './ordinal-part-values.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * A whole told as numbered parts: "Hannah has three dogs. The first dog eats 1.5 cups of food a day. The second dog
 * eats twice as much while the third dog eats 2.5 cups more than the second dog. How many cups should Hannah prepare
 * in a day?", "There are 22 oranges in the first bucket, 17 more oranges in the second bucket and 11 fewer oranges in
 * the third bucket than in the second." The story counts the parts ("three dogs", "3 days of rain"), then tells
 * every one of them, by ordinal, as an amount or through an earlier part (`ordinal-part-values.ts`); the question
 * asks for all of them together, or for one part by its ordinal. Every number of the story must be used.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const ORDINAL = String.raw`(?:${ORDINALS.join('|')})`;
const TOTAL = /\b(?:in\s+total|combined\s+total|total|in\s+all|altogether|all\s+together|combined|together|all\s+(?:the\s+)?\d*\s*[a-z]+s|both|prepare|need|needs)\b/i;
const singular = (word: string): string => word.toLowerCase().replace(/(?:es|s)$/, '');

/** The clause boundaries of a sentence: commas and the words that join two clauses. */
const BOUNDARY = /\s*,\s*(?:and\s+|while\s+|but\s+)?|\s+(?:and|while|but|whereas)\s+(?=(?:in\s+|on\s+|for\s+|at\s+)?the\s+|\d)/gi;
/** A mention that names the part a clause is about (not one it is compared with: "than the first", "of the second"). */
const DEFINING = new RegExp(String.raw`(?<!\b(?:than|as|of|from|with|to)\s+(?:(?:in|on|at|for)\s+)?)\bthe\s+(${ORDINAL})\b(?!\s+\d)`, 'gi');

/** Each part's clause, by ordinal: the text from its clause's start to the next part's clause. */
function partClauses(facts: string): Map<number, string> | null {
  const clauses = new Map<number, string>();
  for (const sentence of facts.split(/(?<=[.!?;])\s+/)) {
    // A part named again after it was told ("picked in the first hour") is a comparison, not a new clause.
    const told = new Set(clauses.keys());
    const mentions = [...sentence.matchAll(DEFINING)].filter((m) => {
      const k = ORDINALS.indexOf(m[1]!.toLowerCase()) + 1;
      return told.has(k) ? false : (told.add(k), true);
    });
    if (mentions.length === 0) continue;
    const starts = mentions.map((m, i) => {
      const before = [...sentence.matchAll(BOUNDARY)].filter((b) => b.index! < m.index! && (i === 0 || b.index! > mentions[i - 1]!.index!));
      return i === 0 ? 0 : before.length ? before.at(-1)!.index! : -1;
    });
    if (starts.some((s) => s < 0)) return null;
    for (const [i, m] of mentions.entries()) {
      const k = ORDINALS.indexOf(m[1]!.toLowerCase()) + 1;
      if (k !== clauses.size + 1) return null;
      clauses.set(k, sentence.slice(starts[i]!, i + 1 < starts.length ? starts[i + 1] : undefined).replace(/^[\s,]*(?:and|while|but|whereas)?\s*/i, ''));
    }
  }
  return clauses;
}

const PERIOD = /\b(day|week|month|year|hour|minute|night|second)s?\b/gi;

function orderedParts(text: string): { noun: string; count: number; clauses: Map<number, string>; question: string } | null {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const question = sentences.at(-1)!;
  const facts = sentences.slice(0, -1).join(' ');
  if (!/^(?:how\s+(?:many|much)|what\s+(?:is|was)\s+the\s+total)\b/i.test(question)) return null;
  // "The second eats 53 seeds": a word followed by the amount is the verb of a part named without its noun.
  const nouns = [...facts.matchAll(new RegExp(String.raw`\bthe\s+${ORDINAL}\s+([a-z]+)\b(?!\s+(?:\d|\$|as\b|twice\b|half\b))`, 'gi'))].map((m) => singular(m[1]!));
  if (nouns.length === 0 || new Set(nouns).size !== 1) return null;
  const noun = nouns[0]!;
  const first = facts.search(new RegExp(String.raw`\bthe\s+${ORDINAL}\b`, 'i'));
  const from = facts.slice(0, first).search(/[^.!?]*$/);
  // The parts are counted before they are told ("three dogs"), or by the question ("for 3 days").
  const before = new RegExp(String.raw`\b(\d)\s+(?:[a-z]+\s+){0,2}?${noun}(?:e?s)?\b`, 'i').exec(facts.slice(0, from));
  const counted = before ?? new RegExp(String.raw`\b(\d)\s+${noun}(?:e?s)?\b`, 'i').exec(question);
  const clauses = counted ? partClauses(facts.slice(from)) : null;
  if (!counted || !clauses) return null;
  const count = Number(counted[1]);
  if (count < 2 || clauses.size !== count || [...clauses.keys()].some((k) => k < 1 || k > count)) return null;
  // Every number outside the parts' clauses is the count itself ("in the 3 days" may ask it again).
  const other = facts.slice(0, from).replace(before?.[0] ?? '', '') + question.replace(new RegExp(String.raw`\b${count}\s+${noun}(?:e?s)?\b`, 'i'), '');
  if (/\d/.test(other)) return null;
  // "1.5 cups a day" answers "how many cups a day", never "a week".
  const periods = (said: string): string[] => [...said.replace(new RegExp(String.raw`\bthe\s+${ORDINAL}\b`, 'gi'), '').matchAll(PERIOD)].map((m) => m[1]!.toLowerCase().replace(/s$/, '')).filter((p) => p !== noun);
  const told = new Set(periods([...clauses.values()].join(' ')));
  const asked = new Set(periods(question));
  if (told.size !== asked.size || [...told].some((p) => !asked.has(p))) return null;
  return { noun, count, clauses, question };
}

function ordinalParts(statement: string): SkillAnswer | null {
  const text = cardinalsAsDigits(statement.replace(/\s+/g, ' ').trim());
  const read = orderedParts(text.endsWith('?') ? text : `${text}?`);
  if (!read) return null;
  const values: Exact[] = [];
  const said: PartValue[] = [];
  for (let k = 1; k <= read.count; k++) {
    const part = partValue(read.clauses.get(k)!, k, values, ORDINALS);
    if (!part || part.value.s < 0n || part.value.equals(0)) return null;
    values.push(part.value);
    said.push(part);
  }
  const units = said.map((p) => p.unit).filter((u): u is string => u !== null);
  if (units.length === 0 || units.some((u) => singular(u) !== singular(units[0]!))) return null;
  const unit = units[0]!;
  const amount = (v: Exact): string => (unit === 'dollars' ? `$${showReadable(v)}` : `${showReadable(v)} ${unit}`);
  const asked = /\bhow\s+many\s+(?!(?:do|does|did|is|are|was|were|will|would|can|could|have|has|had)\b)([a-z]+)/i.exec(read.question)?.[1];
  if (asked && singular(asked) !== singular(unit) && !new RegExp(String.raw`\b${unit}\s+of\s+${asked}\b`, 'i').test(statement)) return null;
  const one = new RegExp(String.raw`\bthe\s+(${ORDINAL})\b`, 'i').exec(read.question);
  const name = (k: number): string => `the ${ORDINALS[k - 1]} ${read.noun}`;
  const facts = said.map((p, i) => `${name(i + 1)}: ${p.work}`);
  if (one) {
    const k = ORDINALS.indexOf(one[1]!.toLowerCase()) + 1;
    if (k < 1 || k > read.count) return null;
    return { problem: `${unit === 'dollars' ? 'the cost' : `the ${unit}`} of ${name(k)}`, facts, schema: 'relation', sentence: facts.slice(0, k).join('; '), check: said[k - 1]!.check, answer: amount(values[k - 1]!) };
  }
  // "in total", "altogether", or all the parts by their count: "over the three days", "for all 3 presents".
  if (!TOTAL.test(read.question) && !new RegExp(String.raw`\b${read.count}\s+${read.noun}(?:e?s)\b`, 'i').test(read.question)) return null;
  const total = values.reduce((a, b) => a.add(b), exact.fraction(0));
  const back = values.reduce((rest, v) => rest.sub(v), total);
  return {
    problem: `${unit === 'dollars' ? 'the cost' : `the ${unit}`} of all ${read.count} ${read.noun}s together`,
    facts,
    schema: 'relation',
    sentence: `${facts.join('; ')}; together ${values.map(showReadable).join(' + ')} = ${showReadable(total)}`,
    check: `${[...said.map((p) => p.check), `${showReadable(total)} − ${values.map(showReadable).join(' − ')} = ${showReadable(back)}`].join('; ')}`,
    answer: amount(total),
  };
}

export const ORDINAL_PART_SKILLS = [ordinalParts];
