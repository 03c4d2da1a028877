import { formatNumber as f } from './numbers.js';
import { averageOf, percentOf, rateTime } from './shapes-rates.js';
import { changeRate, fractionOf } from './shapes-ratios.js';
import { remaining, repeatedTotal, shareEqually } from './shapes-totals.js';
import type { WordProblemTemplate } from './types.js';

const theme = 'Science' as const;

export const scienceTemplates: WordProblemTemplate[] = [
  repeatedTotal({
    id: 'sci-test-tubes', theme, unit: 'milliliters',
    story: (n, each, bonus, cut) =>
      `A chemist fills ${f(n)} test tubes with ${f(each)} milliliters of solution each${bonus ? ` and pours ${f(bonus)} milliliters into a beaker` : ''}` +
      `${cut ? `; ${f(cut)} milliliters evaporate` : ''}. How many milliliters of solution are there now?`,
  }),
  rateTime({
    id: 'sci-cart', theme, unit: 'centimeters',
    story: (rate, time, unit) =>
      `In a physics lab a cart rolls at a constant ${f(rate, 1)} centimeters per second for ${f(time)} ${unit}. How far does it roll?`,
  }),
  averageOf({
    id: 'sci-temperatures', theme, unit: 'degrees',
    story: (values) =>
      `A student records the water temperature in ${values.length} readings as ${values.map((v) => f(v)).join(", ")} degrees Celsius. What is the average temperature?`,
  }),
  percentOf({
    id: 'sci-seeds', theme, unit: 'seeds',
    story: (pct, total, rest) =>
      `In a germination experiment ${f(total)} bean seeds are planted and ${f(pct)}% of them sprout. ` +
      (rest ? 'How many seeds do NOT sprout?' : 'How many seeds sprout?'),
  }),
  remaining({
    id: 'sci-reagent', theme, unit: 'grams',
    story: (total, parts) =>
      `A lab has ${f(total)} grams of salt. Experiments use ${parts.map((p) => f(p)).join(' and ')} grams. How many grams of salt are left?`,
  }),
  shareEqually({
    id: 'sci-samples', theme, unit: 'samples',
    story: (total, groups, reserve) =>
      `A teacher has ${f(total)} rock samples${reserve ? ` and keeps ${f(reserve)} for the display case` : ''}. ` +
      `The ${reserve ? 'remaining ' : ''}samples are shared equally among ${f(groups)} lab groups. How many samples does each group get?`,
  }),
  fractionOf({
    id: 'sci-air', theme, unit: 'liters',
    story: (num, den, total) =>
      `A sealed jar holds ${f(total)} liters of a gas mixture, and ${f(num)}/${f(den)} of it is nitrogen. How many liters of nitrogen are in the jar?`,
  }),
  changeRate({
    id: 'sci-plant-growth', theme, unit: 'millimeters',
    story: (start, end, periods) =>
      `A sunflower seedling grew from ${f(start)} millimeters to ${f(end)} millimeters in ${f(periods)} days. What was its average growth per day?`,
  }),
];
