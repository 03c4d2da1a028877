import { formatNumber as f } from './numbers.js';
import { averageOf, percentOf, rateTime } from './shapes-rates.js';
import { changeRate, fractionOf } from './shapes-ratios.js';
import { remaining, repeatedTotal, shareEqually } from './shapes-totals.js';
import type { WordProblemTemplate } from './types.js';

const theme = 'Football' as const;

export const footballTemplates: WordProblemTemplate[] = [
  repeatedTotal({
    id: 'fb-touchdowns', theme, unit: 'points',
    story: (n, each, bonus, cut) =>
      `A team scores ${f(n)} times and each score is worth ${f(each)} points` +
      `${bonus ? `; its kicker adds ${f(bonus)} more points` : ''}${cut ? `, but a penalty takes ${f(cut)} points off the board` : ''}. How many points does the team finish with?`,
  }),
  rateTime({
    id: 'fb-sprint', theme, unit: 'meters',
    story: (rate, time, unit) =>
      `A running back sprints at ${f(rate, 1)} meters per second during a training drill that lasts ${f(time)} ${unit}. How many meters does he cover?`,
  }),
  averageOf({
    id: 'fb-rushing', theme, unit: 'yards',
    story: (values) =>
      `A quarterback throws for ${values.map((v) => f(v)).join(', ')} yards in ${values.length} games. What is his average number of passing yards per game?`,
  }),
  percentOf({
    id: 'fb-field-goals', theme, unit: 'kicks',
    story: (pct, total, rest) =>
      `A kicker attempts ${f(total)} field goals in a season and makes ${f(pct)}% of them. ` +
      (rest ? 'How many field goals does he miss?' : 'How many field goals does he make?'),
  }),
  remaining({
    id: 'fb-drive', theme, unit: 'yards',
    story: (total, parts) =>
      `A team needs ${f(total)} yards to reach the end zone. It gains ${parts.map((p) => f(p)).join(' and then ')} yards. How many yards does it still need?`,
  }),
  shareEqually({
    id: 'fb-water-bottles', theme, unit: 'bottles',
    story: (total, groups, reserve) =>
      `The equipment manager has ${f(total)} water bottles${reserve ? ` and keeps ${f(reserve)} in the cooler for overtime` : ''}. ` +
      `He splits the ${reserve ? 'rest' : 'bottles'} equally among ${f(groups)} position groups. How many bottles does each group get?`,
  }),
  fractionOf({
    id: 'fb-season-tickets', theme, unit: 'seats',
    story: (num, den, total) =>
      `A stadium section has ${f(total)} seats and ${f(num)}/${f(den)} of them are sold to season-ticket holders. How many seats is that?`,
  }),
  changeRate({
    id: 'fb-attendance', theme, unit: 'fans',
    story: (start, end, periods) =>
      `Attendance at home games grew from ${f(start)} fans to ${f(end)} fans over ${f(periods)} games. What was the average increase in fans per game?`,
  }),
  repeatedTotal({
    id: 'fb-practice-laps', theme, unit: 'meters',
    story: (n, each, bonus, cut) =>
      `At practice a lineman runs ${f(n)} sprints of ${f(each)} meters${bonus ? ` and a ${f(bonus)}-meter cool-down jog` : ''}` +
      `${cut ? `; the coach cuts the last sprint short by ${f(cut)} meters` : ''}. How many meters does he run?`,
  }),
];
