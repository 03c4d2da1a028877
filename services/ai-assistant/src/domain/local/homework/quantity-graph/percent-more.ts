import { exact } from '../math-engine.js';

/**
 * "Mark has 50% more points than Eric" says Mark has 1.5 times as many points as Eric; "20% fewer
 * photos than" is 0.8 times as many. Rewritten so, a relation story reads a percent comparison like
 * any other multiple; the factor is exact (12.5% more → 1.125 times).
 */
const PERCENT_MORE = /\b(\d+(?:\.\d+)?)(?:%| percent) (more|fewer|less)\b((?: (?!than\b)[a-z-]+){0,3}) than\b/gi;

export function percentAsTimes(text: string): string {
  return text.replace(PERCENT_MORE, (whole, n: string, comparative: string, unit: string) => {
    const part = exact.fraction(n).div(100);
    const factor = /^more$/i.test(comparative) ? exact.fraction(1).add(part) : exact.fraction(1).sub(part);
    if (factor.s <= 0n || factor.equals(0)) return whole;
    // A factor that does not end as a decimal ("33 1/3%") stays unread.
    const shown = factor.valueOf().toString();
    return exact.fraction(shown).equals(factor) ? `${shown} times as many${unit} as` : whole;
  });
}
