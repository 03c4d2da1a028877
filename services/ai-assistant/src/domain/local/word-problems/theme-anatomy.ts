import { formatNumber as f } from './numbers.js';
import { averageOf, percentOf, rateTime } from './shapes-rates.js';
import { changeRate, fractionOf } from './shapes-ratios.js';
import { remaining, repeatedTotal, shareEqually } from './shapes-totals.js';
import type { WordProblemTemplate } from './types.js';

const theme = 'Anatomy' as const;

export const anatomyTemplates: WordProblemTemplate[] = [
  repeatedTotal({
    id: 'ana-heartbeats', theme, unit: 'beats',
    story: (n, each, bonus, cut) =>
      `A nurse counts a patient's pulse for ${f(n)} minutes at ${f(each)} beats per minute${bonus ? `, then ${f(bonus)} extra beats during a short walk` : ''}` +
      `${cut ? `; ${f(cut)} beats were miscounted and are removed` : ''}. How many beats are recorded?`,
  }),
  rateTime({
    id: 'ana-breathing', theme, unit: 'milliliters',
    story: (rate, time, unit) =>
      `A resting person breathes in air at an average of ${f(rate, 1)} milliliters per second for ${f(time)} ${unit}. How many milliliters of air is that?`,
  }),
  averageOf({
    id: 'ana-pulse', theme, unit: 'beats per minute',
    story: (values) =>
      `A student measures her resting pulse as ${values.map((v) => f(v)).join(', ')} beats per minute on ${values.length} mornings. What is her average resting pulse?`,
  }),
  percentOf({
    id: 'ana-water', theme, unit: 'kilograms',
    story: (pct, total, rest) =>
      `A model of the body uses ${f(total)} kilograms of mass, and ${f(pct)}% of it is water. ` +
      (rest ? 'How many kilograms are NOT water?' : 'How many kilograms are water?'),
  }),
  remaining({
    id: 'ana-bones', theme, unit: 'bones',
    story: (total, parts) =>
      `A skeleton kit has ${f(total)} bones. A class has already labelled ${parts.map((p) => f(p)).join(' and ')} bones. How many bones still need labels?`,
  }),
  shareEqually({
    id: 'ana-slides', theme, unit: 'slides',
    story: (total, groups, reserve) =>
      `A biology teacher has ${f(total)} microscope slides of cells${reserve ? ` and keeps ${f(reserve)} as spares` : ''}. ` +
      `The ${reserve ? 'other ' : ''}slides are shared equally among ${f(groups)} tables. How many slides does each table get?`,
  }),
  fractionOf({
    id: 'ana-blood', theme, unit: 'milliliters',
    story: (num, den, total) =>
      `A blood sample of ${f(total)} milliliters is spun in a centrifuge, and ${f(num)}/${f(den)} of it is plasma. How many milliliters of plasma are there?`,
  }),
  changeRate({
    id: 'ana-height', theme, unit: 'millimeters',
    story: (start, end, periods) =>
      `A child's measured arm bone grew from ${f(start)} millimeters to ${f(end)} millimeters over ${f(periods)} years. What was the average growth per year?`,
  }),
];
