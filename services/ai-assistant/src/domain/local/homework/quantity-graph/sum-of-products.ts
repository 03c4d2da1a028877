import { create, all, type FactoryFunctionMap, type Unit } from 'mathjs';
import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tidyText } from '../story/read-story.js';
import { showAnswer } from '../story/wording.js';
import { digits, readClause, readMeasures, type Measure } from './read-rates.js';
import { inStoryMoney, key, targetOf } from './solve-rates.js';
import { splitQuestion } from './split-question.js';

/**
 * Totals of several priced or counted lots ("3 goats for $500 each and 2 cows for $1500 each",
 * "80 spiders with 8 legs each, 90 insects with 6 legs each"): each rate pairs with the count just
 * before it, every pair must come out in the asked unit, and the answer is their sum. mathjs adds
 * the pairs again with their units (it refuses to add unlike units), which must give the same total.
 */
const NOT_A_SUM = /\b(?:(?:starts?|started|begins?|began) with|(?:has|had|have) \$|more|less|fewer|than|left|remain|remaining|rest|change|save|saved|savings|discount|off|percent|half|twice|double|triple|third|quarter|fourth|fifth|average|already|still|instead|except|other|another|extra|plus|minus|same|some|lost|gave|gives|only|not|n't|each other|if|round|trip|back|every|per day|a day|a week|a month|a year|profit|cost to|costs? (?:him|her|them))\b|%/;
const TOTAL = /\b(?:total|in all|altogether|all together|everything|combined|in total)\b|^how much (?:money )?(?:did|does|do|will|would|has|have)\b.*\b(?:spend|pay|cost|earn|make|receive|collect)\b/;

interface Lot { count: Measure | null; rate: Measure }

function lots(measures: readonly Measure[], target: string): Lot[] | null {
  const out: Lot[] = [];
  const open: Measure[] = [];
  for (const m of measures) {
    const per = [...m.dimension].find(([, p]) => p < 0)?.[0];
    if (!per) {
      open.push(m);
      continue;
    }
    const count = open.pop();
    if (!count || count.dimension.size !== 1 || count.dimension.get(per) !== 1 || m.dimension.size !== 2) return null;
    out.push({ count, rate: m });
  }
  // A number left over counts only if it is already in the asked unit ("spaying her cost $200").
  for (const m of open) {
    if (key(m.dimension) !== target) return null;
    out.push({ count: null, rate: m });
  }
  return out.every((l) => key(l.count ? new Map([...l.rate.dimension].filter(([, p]) => p > 0)) : l.rate.dimension) === target) ? out : null;
}

const units = create(all as FactoryFunctionMap, {});
const unitName = (u: string): string => `uu${u.replace(/[^a-z]/g, '')}`;

function checkWithUnits(found: readonly Lot[], target: string, total: Exact): boolean {
  const names = new Set(found.flatMap((l) => [...(l.count?.dimension.keys() ?? []), ...l.rate.dimension.keys()]));
  names.forEach((u) => {
    if (!units.Unit.isValuelessUnit(unitName(u))) units.createUnit(unitName(u));
  });
  const term = (m: Measure): string => `${Number(m.value.valueOf())} ${[...m.dimension].map(([u, p]) => `${unitName(u)}^${p}`).join(' * ')}`;
  const result = units.evaluate(found.map((l) => (l.count ? `(${term(l.count)}) * (${term(l.rate)})` : `(${term(l.rate)})`)).join(' + ')) as Unit;
  const wanted = units.unit(unitName(target.replace(/\^1$/, '')));
  return result.equalBase(wanted) && Math.abs(result.toNumber(wanted.formatUnits()) - Number(total.valueOf())) < 1e-9 * Math.max(1, Number(total.valueOf()));
}

export function solveSumOfProducts(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const text = split ? `${split.facts} ${split.question}`.toLowerCase() : '';
  // Buying and selling in one story is a profit, not a sum.
  if (!split || NOT_A_SUM.test(text) || (/\b(?:buy|buys|bought)\b/.test(text) && /\b(?:sell|sells|sold)\b/.test(text))) return null;
  const question = tidyText(split.question);
  const target = targetOf(question);
  if (!target || target.size !== 1 || !TOTAL.test(question.toLowerCase())) return null;
  const asked = readClause(digits(question).replace(/[?.!]+\s*$/, ''));
  const measures = readMeasures(split.facts);
  if (!measures || !asked || asked.length > 0) return null;
  inStoryMoney(target, measures);
  const found = lots(measures, key(target));
  if (!found || found.length < 2 || !found.some((l) => l.count)) return null;
  const total = found.reduce((sum, l) => sum.add(l.count ? l.count.value.mul(l.rate.value) : l.rate.value), exact.fraction(0));
  if (total.s < 0n || total.equals(0) || !checkWithUnits(found, key(target), total)) return null;
  const unit = [...target.keys()][0] ?? '';
  const show = (v: Exact): string => showExact(v, 'decimal');
  const sentence = found.map((l) => (l.count ? `${show(l.count.value)} × ${show(l.rate.value)}` : show(l.rate.value))).join(' + ');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: found.map((l) => (l.count ? `${l.count.text.trim()}, ${l.rate.text.trim()}` : l.rate.text.trim())) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'priced-items' },
    { kind: 'check', statement: `every lot comes out in ${unit}s, and adding them with their units gives ${show(total)} again`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, unit) };
}
