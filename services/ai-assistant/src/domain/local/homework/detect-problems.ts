/** Splits homework text into separate problems: numbered items, else lines or paragraphs. */
import { numberedItems } from './numbered-items.js';

const MATH_LINE = /[=+\-*/×÷^%]|\d/;
/**
 * The most problems one upload is solved for: a long worksheet has 40 or 50 numbered problems, and all of them
 * are solved (30 used to drop the rest of a 33-problem sheet without a word); the bound only limits one request's work.
 */
export const MAX_PROBLEMS = 60;
const EQUATION = /=/;

/** Consecutive equation lines with the same two unknowns form one system. */
function groupSystems(lines: readonly string[]): string[] {
  const letters = (line: string): string => [...new Set(line.replace(/[^a-z]/gi, '').toLowerCase())].sort().join('');
  const items: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (next && EQUATION.test(line) && EQUATION.test(next) && letters(line).length === 2 && letters(line) === letters(next)) {
      items.push(`${line}\n${next}`);
      i++;
    } else items.push(line);
  }
  return items;
}

function unnumberedItems(text: string): string[] {
  const items: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').map((l) => l.trim()).filter(Boolean);
    const mathLines = lines.filter((line) => MATH_LINE.test(line) && line.length <= 120);
    if (lines.length > 1 && mathLines.length === lines.length) items.push(...groupSystems(lines));
    else if (lines.length > 0) items.push(lines.join(' '));
  }
  return items;
}

export function detectProblems(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((line) => line.trim() !== '');
  const items = numberedItems(lines)?.map((item) => item.text) ?? unnumberedItems(lines.join('\n').replace(/\n(?=\S)/g, '\n'));
  return items.map((item) => item.trim()).filter((item) => item.length > 0).slice(0, MAX_PROBLEMS);
}
