import { formatNumber as f } from './numbers.js';
import { averageOf, percentOf, rateTime } from './shapes-rates.js';
import { changeRate, fractionOf } from './shapes-ratios.js';
import { remaining, repeatedTotal, shareEqually } from './shapes-totals.js';
import type { WordProblemTemplate } from './types.js';

const theme = 'Literature' as const;

export const literatureTemplates: WordProblemTemplate[] = [
  repeatedTotal({
    id: 'lit-chapters', theme, unit: 'pages',
    story: (n, each, bonus, cut) =>
      `A novel has ${f(n)} chapters of ${f(each)} pages each${bonus ? `, plus a ${f(bonus)}-page epilogue` : ''}` +
      `${cut ? `; the abridged edition leaves out ${f(cut)} pages` : ''}. How many pages does the edition have?`,
  }),
  rateTime({
    id: 'lit-reading-speed', theme, unit: 'words',
    story: (rate, time, unit) =>
      `A student reads a poem aloud at ${f(rate, 1)} words per second for ${f(time)} ${unit}. How many words does she read?`,
  }),
  averageOf({
    id: 'lit-book-club', theme, unit: 'pages',
    story: (values) =>
      `The ${values.length} members of a book club read ${values.map((v) => f(v)).join(', ')} pages of "Treasure Island" this week. What is the average number of pages read per member?`,
  }),
  percentOf({
    id: 'lit-library', theme, unit: 'books',
    story: (pct, total, rest) =>
      `A school library has ${f(total)} novels and ${f(pct)}% of them are mysteries. ` +
      (rest ? 'How many of the novels are NOT mysteries?' : 'How many mysteries does it have?'),
  }),
  remaining({
    id: 'lit-reading-plan', theme, unit: 'pages',
    story: (total, parts) =>
      `"Pride and Prejudice" in a class edition has ${f(total)} pages. A student has already read ${parts.map((p) => f(p)).join(' pages and then ')} pages. How many pages are left?`,
  }),
  shareEqually({
    id: 'lit-play-lines', theme, unit: 'lines',
    story: (total, groups, reserve) =>
      `A short play has ${f(total)} lines${reserve ? `; the narrator keeps ${f(reserve)} of them` : ''}. ` +
      `The ${reserve ? "other " : ""}lines are shared equally among ${f(groups)} actors. How many lines does each actor speak?`,
  }),
  fractionOf({
    id: 'lit-dialogue', theme, unit: 'pages',
    story: (num, den, total) =>
      `In a ${f(total)}-page novella, ${f(num)}/${f(den)} of the pages contain dialogue. How many pages contain dialogue?`,
  }),
  changeRate({
    id: 'lit-essay-words', theme, unit: 'words',
    story: (start, end, periods) =>
      `An essay draft grew from ${f(start)} words to ${f(end)} words over ${f(periods)} writing sessions. How many words per session were added on average?`,
  }),
];
