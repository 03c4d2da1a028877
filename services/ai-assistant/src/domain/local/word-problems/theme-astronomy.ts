import { formatNumber as f } from './numbers.js';
import { averageOf, percentOf, rateTime } from './shapes-rates.js';
import { changeRate, fractionOf } from './shapes-ratios.js';
import { remaining, repeatedTotal, shareEqually } from './shapes-totals.js';
import type { WordProblemTemplate } from './types.js';

const theme = 'Astronomy' as const;

export const astronomyTemplates: WordProblemTemplate[] = [
  repeatedTotal({
    id: 'astro-orbits', theme, unit: 'hours',
    story: (n, each, bonus, cut) =>
      `A space station crew works ${f(n)} shifts of ${f(each)} hours each${bonus ? ` and spends ${f(bonus)} hours on a spacewalk` : ''}` +
      `${cut ? `; a solar storm cancels ${f(cut)} hours of work` : ''}. How many hours does the crew work?`,
  }),
  rateTime({
    id: 'astro-rover', theme, unit: 'centimeters',
    story: (rate, time, unit) =>
      `A Mars rover drives at ${f(rate, 1)} centimeters per second for ${f(time)} ${unit}. How many centimeters does it travel?`,
  }),
  averageOf({
    id: 'astro-meteors', theme, unit: 'meteors',
    story: (values) =>
      `During a meteor shower an astronomy club counts ${values.map((v) => f(v)).join(', ')} meteors on ${values.length} nights. What is the average number of meteors per night?`,
  }),
  percentOf({
    id: 'astro-clear-nights', theme, unit: 'nights',
    story: (pct, total, rest) =>
      `An observatory plans ${f(total)} nights of observing and ${f(pct)}% of them are cloudy. ` +
      (rest ? 'On how many nights is the sky clear?' : 'How many nights are cloudy?'),
  }),
  remaining({
    id: 'astro-fuel', theme, unit: 'kilograms',
    story: (total, parts) =>
      `A probe carries ${f(total)} kilograms of fuel. Course corrections burn ${parts.map((p) => f(p)).join(' and ')} kilograms. How many kilograms of fuel are left?`,
  }),
  shareEqually({
    id: 'astro-telescope-time', theme, unit: 'minutes',
    story: (total, groups, reserve) =>
      `A telescope has ${f(total)} minutes of viewing time tonight${reserve ? `, and ${f(reserve)} minutes go to calibration` : ''}. ` +
      `The ${reserve ? 'remaining ' : ''}time is shared equally among ${f(groups)} students. How many minutes does each student get?`,
  }),
  fractionOf({
    id: 'astro-craters', theme, unit: 'craters',
    story: (num, den, total) =>
      `A map of the Moon shows ${f(total)} craters, and ${f(num)}/${f(den)} of them are on the far side. How many craters are on the far side?`,
  }),
  changeRate({
    id: 'astro-satellite-altitude', theme, unit: 'kilometers',
    story: (start, end, periods) =>
      `A satellite raises its orbit from ${f(start)} kilometers to ${f(end)} kilometers in ${f(periods)} engine burns. How many kilometers does each burn add on average?`,
  }),
];
