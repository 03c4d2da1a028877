import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { linearForms } from './one-unknown.js';
import { readChainStory } from './read-chain-story.js';
import { displayName } from './refs.js';
import { describe, holds } from './solve-relations.js';

/**
 * Relations with a total of three or more people ("Anna has 3 times as many toys as Mandy and 2 fewer toys than
 * Amanda. If they have 142 toys all together, how many toys does Mandy have?", "Dawn, Lydia, and Donna have a total
 * of 200 bananas. Dawn has 40 more bananas than Lydia. If Lydia has 60 bananas, how many bananas does Donna
 * have?"). The total's sentence is set aside, the other sentences read as a chain of relations (`readChainStory`),
 * every amount written as a·x + b of one unknown, and the total gives x. Every relation and the total must hold
 * for whole, positive amounts.
 */
const NAMES = String.raw`(?:[A-Z][a-z]+,\s+)+[A-Z][a-z]+,?\s+and\s+[A-Z][a-z]+`;
const ALL = String.raw`they|the\s+(?:three|four|five|\d)(?:\s+of\s+them)?|all\s+(?:three|four|five|\d)\s+of\s+them`;
const VERB = String.raw`(?:have|has|had|own|owned|caught|collected|scored|picked|made|read|sold|bought|ate|found|won|saved|earned)`;
const TOTAL = new RegExp(String.raw`(?:^|(?<=[.!?]\s+))(?:if\s+)?(?:together|altogether|combined)?,?\s*(?:(${NAMES}|${ALL})\s+(?:together\s+|altogether\s+)?${VERB}|(there\s+are))\s+(?:a\s+total\s+of\s+)?(\d+)\s+([a-z]+)(?:\s+(?:altogether|all\s+together|together|in\s+total|combined|in\s+all))?(?:\.\s+|\s*,\s*(?=how\b|what\b)|$)`, 'i');

function setAside(statement: string): { rest: string; members: string[] | 'all'; total: Exact; unit: string } | null {
  const m = TOTAL.exec(statement);
  if (!m) return null;
  const rest = (statement.slice(0, m.index) + statement.slice(m.index + m[0].length).replace(/^[a-z]/, (c) => c.toUpperCase())).trim();
  // "there are 27 guitars" is a total only when it says so ("altogether", "in total").
  if (m[2] && !/\b(?:altogether|together|in\s+total|combined|in\s+all)\s*[.,]?\s*$/i.test(m[0])) return null;
  const members = m[2] || new RegExp(`^(?:${ALL})$`, 'i').test(m[1]!) ? 'all' : m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((n) => n.toLowerCase());
  return { rest, members, total: exact.fraction(m[3]!), unit: singular(m[4]!.toLowerCase()) };
}

export function solveRelationsWithSum(statement: string): Solved | null {
  const told = setAside(statement);
  const story = told && readChainStory(told.rest);
  if (!told || !story || story.shift || story.average || story.asked.kind !== 'one') return null;
  const { relations } = story;
  const refs = [...new Set([...relations.flatMap((r) => [r.target, r.base ?? r.target]), story.asked.ref])];
  const members = told.members === 'all' ? refs : told.members;
  // The total covers exactly the people of the story, each once; amounts of another kind are beyond it.
  if (members.length < 3 || new Set(members).size !== members.length || refs.length !== members.length || refs.some((r) => !members.includes(r))) return null;
  if (relations.some((r) => r.unit && singular(r.unit.split(' ').at(-1)!) !== told.unit) || (story.asked.unit && singular(story.asked.unit) !== told.unit)) return null;
  const known = new Map(relations.filter((r) => !r.base).map((r) => [r.target, r.offset]));
  for (const unknown of members.filter((m) => !known.has(m))) {
    const { forms, loop } = linearForms(relations, known, unknown);
    if (loop || members.some((m) => !forms.has(m))) continue;
    const a = members.reduce((sum, m) => sum.add(forms.get(m)!.a), exact.fraction(0));
    const b = members.reduce((sum, m) => sum.add(forms.get(m)!.b), exact.fraction(0));
    if (a.equals(0)) return null;
    const x = told.total.sub(b).div(a);
    const values = new Map(members.map((m) => [m, forms.get(m)!.a.mul(x).add(forms.get(m)!.b)]));
    if ([...values.values()].some((v) => v.d !== 1n || v.s < 0n || v.equals(0))) return null;
    const found = new Map([...values].map(([k, value]) => [k, { value, expression: show(value) }]));
    const sum = [...values.values()].reduce((s, v) => s.add(v), exact.fraction(0));
    if (!relations.every((r) => holds(r, found)) || !sum.equals(told.total)) return null;
    const answer = values.get(story.asked.ref)!;
    const form = (m: string): string => {
      const { a: k, b: c } = forms.get(m)!;
      const times = k.equals(0) ? '' : k.equals(1) ? 'x' : `${show(k)}x`;
      return c.equals(0) ? times || '0' : !times ? show(c) : `${times} ${c.s < 0n ? '−' : '+'} ${show(c.abs())}`;
    };
    const rest = b.equals(0) ? show(told.total) : `${show(told.total)} ${b.s < 0n ? '+' : '−'} ${show(b.abs())}`;
    const steps: SolutionStep[] = [
      { kind: 'restate', problem: story.question.trim() },
      { kind: 'facts', facts: [...relations.map(describe), `${members.map(displayName).join(' + ')} = ${show(told.total)}`, ...members.map((m) => `${displayName(m)} = ${form(m)}`)] },
      { kind: 'number-sentence', sentence: `${a.equals(1) ? '' : show(a)}x = ${rest}, so x = ${show(x)}`, schema: 'relation' },
      ...relations.filter((r) => r.base).map((r): SolutionStep => ({ kind: 'check', statement: `${describe(r)}: ${show(values.get(r.target)!)} = ${r.factor.equals(1) ? '' : `${show(r.factor)} × `}${show(values.get(r.base!)!)}${r.offset.equals(0) ? '' : r.offset.s < 0n ? ` − ${show(r.offset.neg())}` : ` + ${show(r.offset)}`}`, holds: true })),
      { kind: 'check', statement: `${[...values.values()].map(show).join(' + ')} = ${show(sum)}`, holds: true },
    ];
    return { kind: 'word-problem', steps, answer: showAnswer(answer, told.unit) };
  }
  return null;
}
