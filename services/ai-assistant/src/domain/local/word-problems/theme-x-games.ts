import { formatNumber as f } from './numbers.js';
import { averageOf, percentOf, rateTime } from './shapes-rates.js';
import { changeRate, fractionOf } from './shapes-ratios.js';
import { remaining, repeatedTotal, shareEqually } from './shapes-totals.js';
import { numberAfter, realistic, storyNumbers } from './realistic.js';
import type { WordProblemTemplate } from './types.js';

const theme = 'X-Games' as const;

// Each sport keeps real-world numbers: scores out of 100, golf holes of 90-650 yards, surf rides of seconds.

export const xGamesTemplates: WordProblemTemplate[] = [
  realistic(repeatedTotal({
    id: 'xg-skate-tricks', theme, unit: 'points',
    story: (n, each, bonus, cut) =>
      `At the X-Games skateboarding final, a rider lands ${f(n)} kickflips worth ${f(each)} points each` +
      `${bonus ? ` and earns a ${f(bonus)}-point style bonus` : ''}${cut ? `, but loses ${f(cut)} points for a hand touch` : ''}. How many points does the run score?`,
  }), (t) => storyNumbers(t).every((n) => n <= 30)),
  realistic(rateTime({
    id: 'xg-surf-ride', theme, unit: 'meters',
    story: (rate, time, unit) =>
      `A surfer rides a wave at ${f(rate, 1)} meters per second for ${f(time)} ${unit}. How many meters does she travel along the wave?`,
  }), (t) => (numberAfter(t, /at /) ?? 99) <= 12 && !/minutes/.test(t) && (numberAfter(t, /for /) ?? 99) <= 40),
  realistic(averageOf({
    id: 'xg-golf-holes', theme, unit: 'strokes',
    story: (values) =>
      `A golfer needs ${values.map((v) => f(v)).join(', ')} strokes on ${values.length} holes. What is her average number of strokes per hole?`,
  }), (t) => storyNumbers(t).every((n) => n >= 2 && n <= 12)),
  realistic(percentOf({
    id: 'xg-snowboard-landings', theme, unit: 'jumps',
    story: (pct, total, rest) =>
      `A snowboarder tries ${f(total)} jumps in the halfpipe this season and lands ${f(pct)}% of them cleanly. ` +
      (rest ? 'How many jumps does she NOT land cleanly?' : 'How many jumps does she land cleanly?'),
  }), (t) => (numberAfter(t, /tries /) ?? 999) <= 120),
  realistic(remaining({
    id: 'xg-golf-course', theme, unit: 'yards',
    story: (total, parts) =>
      `A golf hole is ${f(total)} yards long. A golfer hits shots of ${parts.map((p) => f(p)).join(' and ')} yards straight toward the pin. How many yards are left to the hole?`,
  }), (t) => { const hole = numberAfter(t, /is /) ?? 0; return hole >= 90 && hole <= 650 && storyNumbers(t).slice(1).every((n) => n >= 10 && n <= 320); }),
  realistic(shareEqually({
    id: 'xg-surf-wax', theme, unit: 'bars',
    story: (total, groups, reserve) =>
      `A surf shop has ${f(total)} bars of surf wax${reserve ? ` and keeps ${f(reserve)} bars for the shop itself` : ''}. ` +
      `It shares the ${reserve ? 'rest' : 'bars'} equally among ${f(groups)} surf camps. How many bars does each camp get?`,
  }), (t) => storyNumbers(t).every((n) => n <= 400)),
  realistic(fractionOf({
    id: 'xg-snowboard-run', theme, unit: 'meters',
    story: (num, den, total) =>
      `A snowboard course is ${f(total)} meters long and ${f(num)}/${f(den)} of it is covered in moguls. How many meters of the course have moguls?`,
  }), (t) => { const length = numberAfter(t, /is /) ?? 0; return length >= 100 && length <= 1500; }),
  realistic(changeRate({
    id: 'xg-skate-practice', theme, unit: 'points',
    story: (start, end, periods) =>
      `A skateboarder's best run score went from ${f(start)} points to ${f(end)} points over ${f(periods)} weeks of practice. By how many points per week did it improve on average?`,
  }), (t) => storyNumbers(t).every((n) => n <= 100)),
  realistic(repeatedTotal({
    id: 'xg-snowboard-halfpipe', theme, unit: 'meters',
    story: (n, each, bonus, cut) =>
      `A snowboarder climbs ${f(n)} times up a halfpipe that takes ${f(each)} meters of walking each time` +
      `${bonus ? `, plus ${f(bonus)} meters from the parking lot` : ''}${cut ? `; a lift saves her ${f(cut)} meters` : ''}. How many meters does she walk in total?`,
  }), (t) => { const climb = numberAfter(t, /takes /) ?? 0; return climb >= 60 && climb <= 250 && storyNumbers(t).every((n) => n <= 800); }),
  realistic(rateTime({
    id: 'xg-skate-downhill', theme, unit: 'meters',
    story: (rate, time, unit) =>
      `A downhill skateboarder keeps a steady speed of ${f(rate, 1)} meters per second for ${f(time)} ${unit}. How far does he roll?`,
  }), (t) => (numberAfter(t, /speed of /) ?? 99) <= 25 && (!/minutes/.test(t) || (numberAfter(t, /for /) ?? 99) <= 3)),
];
