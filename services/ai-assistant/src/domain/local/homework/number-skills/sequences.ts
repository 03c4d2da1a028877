import { exact, showExact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * A term far along an arithmetic or geometric sequence and the sum of its first terms: "Find the 10th term
 * of the arithmetic sequence 3, 7, 11, ...", "What is the 8th term of 2, 6, 18, 54?", "Find the sum of the
 * first 10 terms of 2, 4, 6, ...". At least three terms must show the rule (two equal differences or two
 * equal ratios); a named kind must be the kind the terms have. Worked out by the formula and checked a
 * second way: stepping from the first term one term at a time (and adding them up, for a sum).
 */
const ITEM = String.raw`-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?`;
/** Three terms or more; the dots after them may have lost their last full stop ("3, 7, 11, .." or "3, 7, 11,"). */
const LIST = String.raw`(${ITEM}(?:\s*,\s*${ITEM}){2,})(?:\s*,?\s*(?:\.{2,3}|…))?\s*,?`;
const KIND = String.raw`(?:the\s+)?(?:(arithmetic|geometric)\s+)?(?:sequence|series|progression|pattern)?\s*:?\s*`;
const ASK = String.raw`^(?:please\s+)?(?:what\s+is|what's|find|calculate|determine|give|write\s+down)\s+`;
const TERM = new RegExp(String.raw`${ASK}the\s+(\d+)(?:st|nd|rd|th)\s+term\s+(?:of|in)\s+${KIND}${LIST}$`, 'i');
const SUM = new RegExp(String.raw`${ASK}the\s+sum\s+of\s+the\s+first\s+(\d+)\s+terms\s+(?:of|in)\s+${KIND}${LIST}$`, 'i');
/** One term as written: "1,000" is one thousand, "1,2,3" three terms. */
const TERM_WRITTEN = /-?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?(?:\/\d+)?/g;
/** Beyond this many terms the stepping check is not worth it, and school exercises never go there. */
const MOST_TERMS = 1000;

type Rule = { kind: 'arithmetic'; first: Exact; step: Exact } | { kind: 'geometric'; first: Exact; step: Exact };

/** The sequence's rule, when its terms show one (the named kind, or the only kind that fits). */
function ruleOf(terms: readonly Exact[], named: string | undefined): Rule | null {
  const first = terms[0];
  if (!first || terms.length < 3) return null;
  const differences = terms.slice(1).map((t, i) => t.sub(terms[i] as Exact));
  const arithmetic = differences.every((d) => d.equals(differences[0] as Exact));
  const ratios = terms.some((t) => t.equals(0)) ? null : terms.slice(1).map((t, i) => t.div(terms[i] as Exact));
  const geometric = !!ratios && ratios.every((r) => r.equals(ratios[0] as Exact));
  const kind = named?.toLowerCase() ?? (arithmetic ? 'arithmetic' : geometric ? 'geometric' : null);
  if (kind === 'arithmetic' && arithmetic) return { kind, first, step: differences[0] as Exact };
  if (kind === 'geometric' && geometric && ratios) return { kind, first, step: ratios[0] as Exact };
  return null;
}

const show = (v: Exact): string => showExact(v);
const termAt = (rule: Rule, n: number): Exact => (rule.kind === 'arithmetic' ? rule.first.add(rule.step.mul(n - 1)) : rule.first.mul(rule.step.pow(n - 1) as Exact));

/** Term by term from the first: the second way of working each answer out. */
function stepped(rule: Rule, n: number): { last: Exact; sum: Exact } {
  let [term, sum] = [rule.first, rule.first];
  for (let i = 2; i <= n; i++) {
    term = rule.kind === 'arithmetic' ? term.add(rule.step) : term.mul(rule.step);
    sum = sum.add(term);
  }
  return { last: term, sum };
}

function read(statement: string, form: RegExp): { n: number; rule: Rule; terms: Exact[] } | null {
  const m = form.exec(statement);
  const n = Number(m?.[1]);
  if (!m?.[3] || !Number.isInteger(n) || n < 1 || n > MOST_TERMS) return null;
  const terms = (m[3].match(TERM_WRITTEN) ?? []).map((t) => exact.fraction(t.replace(/,/g, '')));
  const rule = ruleOf(terms, m[2]);
  return rule ? { n, rule, terms } : null;
}

const ruleFact = (rule: Rule): string =>
  rule.kind === 'arithmetic' ? `first term a = ${show(rule.first)}, common difference d = ${show(rule.step)}` : `first term a = ${show(rule.first)}, common ratio r = ${show(rule.step)}`;

function nthTerm(statement: string): SkillAnswer | null {
  const told = read(statement, TERM);
  if (!told) return null;
  const { n, rule } = told;
  const value = termAt(rule, n);
  if (!stepped(rule, n).last.equals(value)) return null;
  const formula = rule.kind === 'arithmetic' ? `a + (n − 1)d = ${show(rule.first)} + ${n - 1} × ${show(rule.step)}` : `a × r^(n − 1) = ${show(rule.first)} × ${show(rule.step)}^${n - 1}`;
  return {
    problem: `term number ${n} of the ${rule.kind} sequence ${told.terms.map(show).join(', ')}, …`,
    facts: [ruleFact(rule)],
    schema: 'sequence-term',
    sentence: `${formula} = ?`,
    check: `stepping from ${show(rule.first)} ${rule.kind === 'arithmetic' ? `adding ${show(rule.step)}` : `multiplying by ${show(rule.step)}`} ${n - 1} times also gives ${show(value)}`,
    answer: show(value),
  };
}

function sumOfTerms(statement: string): SkillAnswer | null {
  const told = read(statement, SUM);
  if (!told) return null;
  const { n, rule } = told;
  const last = termAt(rule, n);
  const sum = rule.kind === 'arithmetic'
    ? exact.fraction(n, 2).mul(rule.first.add(last))
    : rule.step.equals(1) ? rule.first.mul(n) : rule.first.mul((rule.step.pow(n) as Exact).sub(1)).div(rule.step.sub(1));
  if (!stepped(rule, n).sum.equals(sum)) return null;
  const formula = rule.kind === 'arithmetic'
    ? `n(a + last)/2 = ${n} × (${show(rule.first)} + ${show(last)}) ÷ 2`
    : `a(r^n − 1)/(r − 1) = ${show(rule.first)} × (${show(rule.step)}^${n} − 1) ÷ (${show(rule.step)} − 1)`;
  return {
    problem: `the sum of the first ${n} terms of the ${rule.kind} sequence ${told.terms.map(show).join(', ')}, …`,
    facts: [ruleFact(rule), `term number ${n} is ${show(last)}`],
    schema: 'sequence-sum',
    sentence: `${formula} = ?`,
    check: `adding the ${n} terms one by one also gives ${show(sum)}`,
    answer: show(sum),
  };
}

export const SEQUENCE_SKILLS = [nthTerm, sumOfTerms];
