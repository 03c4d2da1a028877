import type { DifficultyInt, Theme } from '@studyhall/ai-contracts';
import type { Rng } from '../prng.js';
import { factor, formatNumber as f, sized } from './numbers.js';
import type { WordProblem, WordProblemTemplate } from './types.js';

interface Base {
  id: string;
  theme: Theme;
  unit: string;
}

export interface RepeatedTotalContext extends Base {
  story(n: number, each: number, bonus: number, deduction: number): string;
}

/** n × each (+ bonus from level 3, − deduction from level 4). */
export function repeatedTotal(ctx: RepeatedTotalContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'multiplication',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const n = factor(rng, level);
      const each = sized(rng, level, 2);
      const bonus = level >= 3 ? sized(rng, level, 5) : 0;
      const deduction = level >= 4 ? rng.int(1, Math.max(2, Math.floor((n * each) / 4))) : 0;
      const answer = n * each + bonus - deduction;
      const steps = [`Multiply: ${f(n)} × ${f(each)} = ${f(n * each)} ${ctx.unit}.`];
      if (bonus) steps.push(`Add the bonus: ${f(n * each)} + ${f(bonus)} = ${f(n * each + bonus)} ${ctx.unit}.`);
      if (deduction) steps.push(`Subtract the deduction: ${f(n * each + bonus)} − ${f(deduction)} = ${f(answer)} ${ctx.unit}.`);
      return {
        text: ctx.story(n, each, bonus, deduction),
        answer,
        unit: ctx.unit,
        expression: `${n} * ${each} + ${bonus} - ${deduction}`,
        steps,
        hint: 'equal groups mean multiplication.',
        explanation: `Equal groups mean multiplication: ${f(n)} groups of ${f(each)}${bonus ? ', then apply the bonus' : ''}${deduction ? ' and the deduction' : ''}.`,
        mistakes: [n + each + bonus - deduction, (n - 1) * each + bonus - deduction, n * each, n * each + bonus + deduction],
        decimals: 0,
      };
    },
  };
}

export interface RemainingContext extends Base {
  story(total: number, parts: number[]): string;
}

/** total − part₁ − part₂ …; more parts at higher levels. */
export function remaining(ctx: RemainingContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'subtraction',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const partCount = 1 + Math.floor(level / 2);
      const parts = Array.from({ length: partCount }, () => sized(rng, level, 2));
      const used = parts.reduce((a, b) => a + b, 0);
      const answer = sized(rng, level, 1) + 1;
      const total = used + answer;
      const last = parts.at(-1) ?? 0;
      return {
        text: ctx.story(total, parts),
        answer,
        unit: ctx.unit,
        expression: `${total} - ${parts.join(' - ')}`,
        steps: [
          ...(parts.length > 1 ? [`Add what is used: ${parts.map((p) => f(p)).join(' + ')} = ${f(used)} ${ctx.unit}.`] : []),
          `Subtract from the total: ${f(total)} − ${f(used)} = ${f(answer)} ${ctx.unit}.`,
        ],
        hint: 'subtract everything that is used from the total.',
        explanation: `What is left is the total minus everything already used (${f(used)} ${ctx.unit}).`,
        mistakes: [total + used, answer + last, answer + 1, total - last],
        decimals: 0,
      };
    },
  };
}

export interface ShareContext extends Base {
  story(total: number, groups: number, reserve: number): string;
}

/** (total − reserve) ÷ groups, exact; the reserve appears from level 4. */
export function shareEqually(ctx: ShareContext): WordProblemTemplate {
  return {
    id: ctx.id,
    topic: 'division',
    theme: ctx.theme,
    build(rng: Rng, level: DifficultyInt): WordProblem {
      const groups = factor(rng, level);
      const answer = sized(rng, level, 2);
      const reserve = level >= 4 ? sized(rng, level, 3) : 0;
      const total = groups * answer + reserve;
      const steps = reserve
        ? [`Set aside the reserve: ${f(total)} − ${f(reserve)} = ${f(total - reserve)} ${ctx.unit}.`]
        : [];
      steps.push(`Divide equally: ${f(total - reserve)} ÷ ${f(groups)} = ${f(answer)} ${ctx.unit}.`);
      return {
        text: ctx.story(total, groups, reserve),
        answer,
        unit: ctx.unit,
        expression: `(${total} - ${reserve}) / ${groups}`,
        steps,
        hint: 'sharing equally means dividing.',
        explanation: `Sharing equally means dividing the amount to share by the number of groups (${f(groups)}).`,
        mistakes: [total - reserve - groups, (total - reserve) / (groups + 1), answer + 1, total / groups, answer * 2],
        decimals: 2,
      };
    },
  };
}
