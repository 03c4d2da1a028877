// The second way of every schema reading: the answer taken back through the inverse operation,
// computed exactly, must give a number of the story again.
import { exact, type Exact } from './math-engine.js';
import type { Candidate } from './story/schemas.js';
import { moneyLeftHolds } from './story/money-left.js';
import { proportionHolds } from './story/proportion.js';
import { missingPartsHold } from './story/missing-parts.js';
import { compareProductsHolds } from './story/compare-products.js';

/** The inverse operation, computed exactly: the answer taken back must give a number of the story. */
export function inverseHolds(candidate: Candidate, answer: Exact): boolean {
  const [a, b] = candidate.used.map((q) => exact.fraction(q.value));
  if (!a || !b) return false;
  if (candidate.schema === 'equal-groups') {
    const rate = exact.fraction(candidate.used[candidate.used.length - 1]?.value ?? 0);
    const groups = candidate.used.slice(0, -1).reduce((total, q) => total.add(exact.fraction(q.value)), exact.fraction(0));
    return !rate.equals(0) && answer.div(rate).equals(groups);
  }
  if (candidate.schema === 'rate' || candidate.schema === 'sharing' || candidate.schema === 'speed') return answer.mul(b).equals(a);
  if (candidate.schema === 'area') return answer.div(b).equals(a);
  if (candidate.schema === 'money-left') return moneyLeftHolds(candidate, answer);
  if (candidate.schema === 'proportion') return proportionHolds(candidate, answer);
  if (candidate.schema === 'missing-parts') return missingPartsHold(candidate, answer);
  if (candidate.schema === 'compare-products') return compareProductsHolds(candidate, answer);
  if (['compare', 'missing-part', 'change-unknown'].includes(candidate.schema)) return answer.add(b).equals(a);
  if (candidate.schema === 'rest-then-groups' || candidate.schema === 'rest-then-share') {
    const rate = exact.fraction(candidate.used[2]?.value ?? 0);
    const rest = candidate.schema === 'rest-then-groups' ? answer.div(rate) : answer.mul(rate);
    return !rate.equals(0) && rest.add(b).equals(a);
  }
  if (candidate.schema === 'relation') {
    const operator = / ([-+*]) /.exec(candidate.expression)?.[1];
    return operator === '*' ? answer.div(b).equals(a) : operator === '+' ? answer.sub(b).equals(a) : answer.add(b).equals(a);
  }
  if (candidate.schema.startsWith('parts-then-')) {
    // The answer taken back through the last step gives the sum of the parts.
    const last = exact.fraction(candidate.used[candidate.used.length - 1]?.value ?? Number.NaN);
    const parts = candidate.used.slice(0, -1).reduce((total, q) => total.add(exact.fraction(q.value)), exact.fraction(0));
    return (candidate.schema === 'parts-then-groups' ? answer.div(last) : answer.mul(last)).equals(parts);
  }
  if (candidate.schema === 'priced-items') {
    // Take each item's cost back out of the total: what is left must be zero.
    const costs = candidate.expression.split(' + ').map((term) => term.split(' * ').reduce((p, n) => p.mul(exact.fraction(n)), exact.fraction(1)));
    return costs.reduce((rest, cost) => rest.sub(cost), answer).equals(0);
  }
  const terms = candidate.expression.match(/[-+]?\s*\d+(?:\.\d+)?/g)?.map((t) => exact.fraction(t.replace(/\s/g, ''))) ?? [];
  const [first, ...rest] = terms;
  return !!first && rest.reduce((left, t) => left.sub(t), answer).equals(first);
}
