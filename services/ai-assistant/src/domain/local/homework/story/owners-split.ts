import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { factsOf } from '../story-trust/solution-parts.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';
import { listedOwners, mayBeName, sameAct, verbForm, type VerbForm } from './owners-split-words.js';

/**
 * A whole split among named owners with one part missing: "Nancy, Dan, and Mike grew 15 onions. Nancy grew 2
 * onions. Dan grew 9 onions. How many onions did Mike grow?" (also "a combined total of 15", "15 onions
 * together", the total told first or last, or "Randy, Peter, and Quincy all drew pictures … They drew 41
 * pictures altogether"). Read only when every number of the story is the total or one owner's part, every
 * listed owner but the asked one has exactly one part, the asked owner is listed and has none, every part is
 * told of the total's thing by the total's act in the question's tense, and the parts and the answer add back
 * to the total.
 */
/** Words of rates, comparisons, multiples and what is left: another story than parts of a whole. */
const BEYOND = /\b(?:each|every|per|apiece|times|twice|half|than|more|fewer|less|left|remain[a-z]*|rest|average|other|another|extra)\b|[%$/]/;
const NUMBER = /\d+(?:\.\d+)?/g;
const TOTAL_WORDS = /^(?:together|in all|in total|altogether|combined|between them|all together)$/;
/** "Nancy grew 2 onions", "Luna has 17 spelling badges", "Dan grew 9", "Sandy grew 6 of them". */
const PART = /(?:^|[.,;]\s*|\band\s+)([A-Z][a-z]+)\s+([a-z]+)\s+(\d+(?:\.\d+)?)((?:\s+[a-z]+){0,3}?)(?=\s*(?:[.,;]|\band\b|$))/g;
const QUESTION = /^how (?:many|much)\s+(?:([a-z][a-z ]*?)\s+)?(did|does|do)\s+([A-Z][a-z]+)\s+([a-z]+)\s*\?$/;

interface Part { owner: string; verb: VerbForm; value: number; written: string; unit: string[] }
interface Total { value: number; verb: VerbForm; unit: string[]; owners: string[] }

const unitWords = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean).map((w) => singular(w.toLowerCase()));
const sameWords = (a: string[], b: string[]): boolean => a.length === b.length && a.every((w, i) => w === b[i]);

/** The total: its sentence names the owners (or "they" after a sentence that does), its one number and thing. */
function readTotal(sentences: string[], written: string): Total | null {
  const number = new RegExp(`(?<![\\d.])${written.replace('.', '\\.')}(?![\\d.])`);
  const at = sentences.findIndex((s) => number.test(s));
  if (at < 0) return null;
  const sentence = sentences[at]!.replace(/[.!]$/, '');
  const [before, after] = sentence.split(number) as [string, string];
  const value = Number(written);
  const listed = listedOwners(before);
  const intro = listed ? null : sentences.slice(0, at).filter((s) => !/\d/.test(s)).flatMap((s) => {
    const owners = listedOwners(s);
    return owners ? [{ s, owners }] : [];
  })[0];
  const owners = listed?.owners ?? intro?.owners.owners;
  if (!owners) return null;
  // between the owners (or "they") and the number: the act, maybe "a combined total of"
  const lead = listed ? before.slice(listed.end) : before.replace(/^(?:[A-Za-z ]+,\s+)?they\s+/i, ' ');
  if (!listed && lead === before) return null;
  if (listed && !/^(?:[A-Z][a-z]*(?: [a-z]+)*,?\s+)?$/.test(before.slice(0, listed.start))) return null;
  const act = /^\s+(?:all\s+|together\s+|combined\s+)?([a-z]+)\s+(?:a\s+(?:combined\s+)?total\s+of\s+|a\s+combined\s+|combined\s+)?$/.exec(lead);
  const tail = /^((?:\s+[a-z]+){1,3}?)(?:\s+(together|in all|in total|altogether|combined|between them|all together))?\s*$/.exec(after);
  if (!act || !tail) return null;
  const totalSaid = /total|combined/.test(lead) || tail[2] !== undefined;
  if (!listed && !totalSaid) return null;
  if (intro && !sameAct(verbForm(act[1]!), verbForm(/\b(?:all\s+)?([a-z]+)\b/.exec(intro.s.slice(intro.owners.end))?.[1] ?? ''))) return null;
  const unit = unitWords(tail[1]!);
  return unit.some((w) => TOTAL_WORDS.test(w)) ? null : { value, verb: verbForm(act[1]!), unit, owners };
}

export function readOwnersSplit(statement: string): { total: Total; parts: Part[]; asked: string; unit: string[] } | null {
  const { facts, question } = factsOf(tidyText(statement));
  const q = QUESTION.exec(question.replace(/^How/, 'how'));
  if (!q || /\d/.test(question) || BEYOND.test(`${facts} ${question}`.toLowerCase())) return null;
  const sentences = facts.split(/(?<=[.!?])\s+/).filter(Boolean);
  // "Nancy, Dan, and Mike grew 15": the last name of a list is no part
  const parts: Part[] = [...facts.matchAll(PART)]
    .filter((m) => mayBeName(m[1]!) && !(/^,?\s*and\b/.test(m[0]) && /[A-Z][a-z]+,?\s*$/.test(facts.slice(0, m.index))))
    .map((m) => ({ owner: m[1]!, verb: verbForm(m[2]!), value: Number(m[3]), written: m[3]!, unit: unitWords(m[4]!) }));
  const numbers = facts.match(NUMBER) ?? [];
  const left = [...numbers];
  for (const p of parts) if (left.includes(p.written)) left.splice(left.indexOf(p.written), 1);
  if (left.length !== 1 || numbers.length !== parts.length + 1) return null;
  const total = readTotal(sentences, left[0]!);
  if (!total) return null;
  const [, askedUnit, aux, asked, askedVerb] = q as unknown as [string, string | undefined, string, string, string];
  const owners = new Set(total.owners);
  const partOwners = parts.map((p) => p.owner);
  if (!owners.has(asked) || partOwners.includes(asked) || new Set(partOwners).size !== partOwners.length) return null;
  if (partOwners.length !== owners.size - 1 || !partOwners.every((o) => owners.has(o))) return null;
  // one act in one tense: the total's, every part's and the question's ("did … grow" after "grew")
  const verbs = [total.verb, ...parts.map((p) => p.verb), verbForm(askedVerb)];
  const past = aux === 'did';
  if (!verbs.every((v) => sameAct(v, total.verb)) || ![total.verb, ...parts.map((p) => p.verb)].every((v) => v.past === past)) return null;
  // every part counts the total's thing ("2 onions", "2", "6 of them"); so does the question
  if (!parts.every((p) => p.unit.length === 0 || sameWords(p.unit, total.unit) || sameWords(p.unit, ['of', 'them']))) return null;
  if (askedUnit !== undefined && !sameWords(unitWords(askedUnit), total.unit)) return null;
  return { total, parts, asked, unit: total.unit };
}

export function solveOwnersSplit(statement: string): Solved | null {
  const read = readOwnersSplit(statement);
  if (!read) return null;
  const { total, parts, asked, unit } = read;
  const told = parts.reduce<Exact>((sum, p) => sum.add(exact.fraction(p.value)), exact.fraction(0));
  const value = exact.fraction(total.value).sub(told);
  const sentence = `${total.value} - ${parts.map((p) => p.value).join(' - ')}`;
  // A second way: every part and the answer add back to the total, in plain floating point too.
  const back = `${parts.map((p) => p.value).join(' + ')} + ${showExact(value, 'decimal')}`;
  if (value.s <= 0n || !told.add(value).equals(exact.fraction(total.value)) || Math.abs(Number(plain.evaluate(back)) - total.value) > 1e-9) return null;
  const thing = unit.join(' ');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: factsOf(statement).question },
    { kind: 'facts', facts: [`${total.owners.join(', ')}: ${total.value} ${thing} in all`, ...parts.map((p) => `${p.owner}: ${p.value} ${thing}`), `${asked}: the rest`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'missing-part' },
    { kind: 'check', statement: `${back} = ${total.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, thing) };
}
