// Near-miss probes (issue 15): hand-written sentences around a reading, each with the number it must give or "?"
// where the only right behaviour is to decline. Written by the team, not drawn from a data set.
// Usage (repo root, Node 24): node --experimental-transform-types scripts/eval/probe-sentences.ts scripts/eval/probes/*.txt
// FILE lines: "problem text => expected number", "problem text => words" (an answer in words, e.g. "no solution", compared as written) or "problem text => ?" (expects a decline). '#' comments.
// Prints RIGHT / WRONG / DECLINED(ok) / MISSED per line and a summary. WRONG = a shown answer that is not the expected number,
// or any answer to a "?" line.
import { readFileSync } from 'node:fs';

// Run the services' TypeScript source directly; hooks first, so the import below uses them.
import '../lib/source-hooks.mjs';

const { LocalAiProvider } = await import('../../services/ai-assistant/src/domain/local/local-ai-provider.ts');
const provider = new LocalAiProvider();
const counts: Record<string, number> = { RIGHT: 0, WRONG: 0, DECLINED: 0, MISSED: 0 };
const lines = process.argv.slice(2).flatMap((file) => readFileSync(file, 'utf8').split('\n'));
for (const raw of lines) {
  const line = raw.trim();
  if (!line || line.startsWith('#')) continue;
  const [text, expectedText] = line.split('=>').map((s) => s.trim());
  const solution = await provider.solveHomework({ text: text!, gradeLevel: '7th' });
  const answers = (solution.problems ?? []).filter((p: { solved: boolean; answer: string | null }) => p.solved && p.answer).map((p: { answer: string }) => p.answer);
  const shown = answers[0] as string | undefined;
  let verdict: string;
  if (expectedText === '?') verdict = shown ? 'WRONG' : 'DECLINED';
  else if (!shown) verdict = 'MISSED';
  // An answer that is words ("no solution") is compared as written.
  else if (Number.isNaN(Number(expectedText))) verdict = shown.toLowerCase() === expectedText!.toLowerCase() ? 'RIGHT' : 'WRONG';
  else {
    const value = Number((/-?\d[\d,]*(?:\.\d+)?/.exec(shown.replace(/^[a-z]\s*=\s*/i, ''))?.[0] ?? 'NaN').replace(/,/g, ''));
    verdict = Math.abs(value - Number(expectedText)) < 1e-6 * Math.max(1, Math.abs(Number(expectedText))) ? 'RIGHT' : 'WRONG';
  }
  counts[verdict]! += 1;
  console.log(`${verdict.padEnd(8)} ${text}  => ${shown ?? '(declined)'}  [expected ${expectedText}]`);
}
console.log(`\n${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
process.exitCode = counts.WRONG ? 1 : 0;
