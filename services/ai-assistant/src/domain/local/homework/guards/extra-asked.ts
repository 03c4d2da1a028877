import type { Solved } from '../steps.js';

/**
 * "37 red apples and 45 green apples … if only 51 students ate fruit, how many extra apples does the
 * cafeteria have?": "extra" (or "surplus", "spare") asks for what is over after some were used, so a
 * reading that only adds the story's numbers answered another question.
 */
const EXTRA_ASKED = /\bhow many (?:extra|surplus|spare|excess)\b/i;

export function extraAskedAsSum(statement: string, solved: Solved): string | null {
  const question = statement.trim().split(/(?<=[.!?])\s+/).pop() ?? '';
  if (!EXTRA_ASKED.test(question)) return null;
  const sentence = solved.steps.find((s) => s.kind === 'number-sentence');
  const written = sentence?.kind === 'number-sentence' ? sentence.sentence : '';
  return /\+/.test(written) && !/[-−÷/]/.test(written) ? 'extra asked, a sum shown' : null;
}
