/** Splits homework text into separate problems: numbered items, else lines or paragraphs. */

const ITEM_MARKER = /^\s*(?:(?:problem|question|exercise|q|ex)\.?\s*)?(?:\d{1,3}|[a-h])\s*[.):]\s+|^\s*\(\s*(?:\d{1,3}|[a-h])\s*\)\s+/i;
/** "Problem 2" or "Question 3:" alone on a line: the problem follows on the next lines. */
const LABEL_ONLY = /^\s*(?:problem|question|exercise|q)\.?\s*\d{1,3}\s*[.:)]?\s*$/i;
const MATH_LINE = /[=+\-*/×÷^%]|\d/;
const EQUATION = /=/;

export function stripItemMarker(line: string): string {
  return LABEL_ONLY.test(line) ? '' : line.replace(ITEM_MARKER, '').trim();
}

const startsItem = (line: string): boolean => ITEM_MARKER.test(line) || LABEL_ONLY.test(line);

function numberedItems(lines: readonly string[]): string[] | null {
  if (!lines.some(startsItem)) return null;
  const items: string[] = [];
  for (const line of lines) {
    if (startsItem(line)) items.push(stripItemMarker(line));
    // Lines before the first number are a heading or instructions, not a problem.
    else if (items.length > 0) items[items.length - 1] = `${items[items.length - 1]}\n${line.trim()}`.trim();
  }
  return items;
}

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
  const items = numberedItems(lines) ?? unnumberedItems(lines.join('\n').replace(/\n(?=\S)/g, '\n'));
  return items.map((item) => item.trim()).filter((item) => item.length > 0).slice(0, 30);
}
