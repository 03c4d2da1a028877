import { exact, showExact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The centre and spread of a list: mean (average), median, mode and range ("Find the mean of 4, 8, 15,
 * 16, 23, 42", "What is the median of 3, 9, 1, 7, 5?"). A list with no single mode declines. Checked a
 * second way: the mean times the count gives the sum back; as many values lie below the median as above
 * it; the range added to the smallest value gives the biggest.
 */
const ITEM = String.raw`-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?`;
const LIST = String.raw`(${ITEM}(?:\s*,\s*${ITEM})+(?:,?\s+and\s+${ITEM})?)`;
const MEASURE = String.raw`(mean|average|arithmetic\s+mean|median|mode|range)`;
const ASK = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|what's|find|calculate|compute|determine|work\s+out|give)\s+the\s+${MEASURE}\s+(?:of|for)\s+(?:the\s+(?:numbers|values|data|data\s+set|set|list)\s*:?\s*)?${LIST}$`, 'i');

/**
 * The mean of a list with its sum, or null when the second way disagrees: the mean times the count
 * gives the sum back, and it lies between the least and the greatest value.
 */
export function checkedMean(values: readonly Exact[]): { sum: Exact; mean: Exact } | null {
  if (values.length === 0) return null;
  const sum = values.reduce((s: Exact, v) => s.add(v), exact.fraction(0));
  const mean = sum.div(values.length);
  const below = values.some((v) => v.compare(mean) <= 0);
  const above = values.some((v) => v.compare(mean) >= 0);
  return mean.mul(values.length).equals(sum) && below && above ? { sum, mean } : null;
}

const read = (item: string): Exact => exact.fraction(item.replace(/,(?=\d{3}\b)/g, ''));
const itemsOf = (list: string): string[] => list.split(/\s*(?:,\s*and|,(?!\d{3}\b)|\band\b)\s*/).filter(Boolean);
const show = (v: Exact): string => showExact(v, 'decimal');

function statistic(statement: string): SkillAnswer | null {
  const match = ASK.exec(statement);
  if (!match) return null;
  const measure = (match[1] ?? '').toLowerCase().replace(/arithmetic\s+/, '');
  const items = itemsOf(match[2] ?? '');
  const values = items.map(read);
  if (values.length < 2) return null;
  const sorted = [...values].sort((a, b) => a.compare(b));
  const listed = sorted.map(show).join(', ');
  if (measure === 'mean' || measure === 'average') {
    const checked = checkedMean(values);
    if (!checked) return null;
    const { sum, mean } = checked;
    return {
      problem: `the mean of ${items.join(', ')}`,
      facts: [`there are ${values.length} values`, `their sum is ${values.map(show).join(' + ')} = ${show(sum)}`],
      schema: 'average',
      sentence: `${show(sum)} ÷ ${values.length} = ?`,
      check: `${show(mean)} × ${values.length} = ${show(sum)}, the sum again`,
      answer: show(mean),
    };
  }
  if (measure === 'median') {
    const middle = Math.floor(values.length / 2);
    const odd = values.length % 2 === 1;
    const median = odd ? (sorted[middle] as Exact) : (sorted[middle - 1] as Exact).add(sorted[middle] as Exact).div(2);
    const below = values.filter((v) => v.compare(median) < 0).length;
    const above = values.filter((v) => v.compare(median) > 0).length;
    if (below > values.length / 2 || above > values.length / 2) return null;
    return {
      problem: `the median of ${items.join(', ')}`,
      facts: [`in order: ${listed}`],
      schema: 'statistics',
      sentence: odd ? `the middle value of ${values.length} is value number ${middle + 1}` : `(${show(sorted[middle - 1] as Exact)} + ${show(sorted[middle] as Exact)}) ÷ 2 = ?`,
      check: `${below} value${below === 1 ? ' is' : 's are'} below ${show(median)} and ${above} above it`,
      answer: show(median),
    };
  }
  if (measure === 'mode') {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v.toFraction(), (counts.get(v.toFraction()) ?? 0) + 1);
    const most = Math.max(...counts.values());
    const modes = [...counts].filter(([, c]) => c === most);
    // No value repeats, or two are tied: no single mode to give.
    if (most < 2 || modes.length !== 1) return null;
    const mode = exact.fraction(modes[0]?.[0] ?? '0');
    return {
      problem: `the mode of ${items.join(', ')}`,
      facts: [`in order: ${listed}`],
      schema: 'statistics',
      sentence: `${show(mode)} appears ${most} times`,
      check: `every other value appears fewer than ${most} times`,
      answer: show(mode),
    };
  }
  const [smallest, biggest] = [sorted[0] as Exact, sorted[sorted.length - 1] as Exact];
  const range = biggest.sub(smallest);
  if (!smallest.add(range).equals(biggest)) return null;
  return {
    problem: `the range of ${items.join(', ')}`,
    facts: [`the biggest value is ${show(biggest)} and the smallest is ${show(smallest)}`],
    schema: 'statistics',
    sentence: `${show(biggest)} − ${show(smallest)} = ?`,
    check: `${show(smallest)} + ${show(range)} = ${show(biggest)}`,
    answer: show(range),
  };
}

export const STATISTICS_SKILLS = [statistic];
