import { showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { digits, readClause } from './read-rates.js';
import { key } from './solve-rates.js';
import { splitQuestion } from './split-question.js';
import { checkWithUnits, lotsTotal, readLots, type Lot } from './lot-reading.js';
import { askedLotsTotal } from './lot-question.js';
import { notALot, unpricedItem } from './not-a-lot.js';
import { lotFact } from './lot-facts.js';

/**
 * Totals of several priced or counted lots ("3 goats for $500 each and 2 cows for $1500 each",
 * "80 spiders with 8 legs each, 90 insects with 6 legs each"): each rate pairs with the count just
 * before it, every pair must come out in the asked unit, and the answer is their sum. mathjs adds
 * the pairs again with their units (it refuses to add unlike units), which must give the same total.
 */
const NOT_A_SUM = /\b(?:(?:starts?|started|begins?|began) with|(?:has|had|have) \$|left|remain|remaining|rest|change|save|saved|savings|already|still|gave|gives|back)\b/;

/** The steps of a sum of lots: the lots told, their number sentence, and the check with units. */
export function lotSteps(split: { facts: string; question: string }, found: readonly Lot[], sentence: string, check: string, start: string[] = []): SolutionStep[] {
  return [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [...start, ...found.map((l) => lotFact(split.facts, l))] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: sentence.includes('−') ? 'money-left' : 'priced-items' },
    { kind: 'check', statement: check, holds: true },
  ];
}

export const lotTerms = (found: readonly Lot[]): string => found.map((l) => (l.count ? `${show(l.count.value)} × ${show(l.rate.value)}` : show(l.rate.value))).join(' + ');

/** asdiv-more: "She had 40 pencils. She filled 3 boxes. Each box has 6 pencils.": boxes filled or packed from what was had are no lot to add. */
const FILLED_FROM_HAD = (text: string): boolean => /\b(?:fill|fills|filled|packed)\b|\bpacks\b(?! of)/.test(text) && /(?<!\beach [a-z]+ )\b(?:had|has|have) \d/.test(text);

export function solveSumOfProducts(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const text = split ? `${split.facts} ${split.question}`.toLowerCase() : '';
  if (!split || NOT_A_SUM.test(text) || FILLED_FROM_HAD(text) || notALot(text) || unpricedItem(digits(tidyText(split.facts)))) return null;
  const question = tidyText(split.question);
  const target = askedLotsTotal(question);
  if (!target || target.size !== 1) return null;
  const asked = readClause(digits(question).replace(/[?.!]+\s*$/, ''));
  if (!asked || asked.length > 0) return null;
  const found = readLots(split.facts, target);
  if (!found || found.length < 2 || !found.some((l) => l.count)) return null;
  const total = lotsTotal(found);
  if (total.s < 0n || total.equals(0) || !checkWithUnits(found, key(target), total)) return null;
  const unit = [...target.keys()][0] ?? '';
  const steps = lotSteps(split, found, lotTerms(found), `every lot comes out in ${unit}s, and adding them with their units gives ${show(total)} again`);
  return { kind: 'word-problem', steps, answer: showAnswer(total, unit) };
}
