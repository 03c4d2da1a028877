// Splits worksheet text into its numbered (or lettered) items. Text read from a photo or a PDF does
// not keep one item per line: OCR and PDF text layers join items that sit side by side ("2. What is
// 25% of 64? 3. 3(x - 2) = 2x + 5"), wrap one item over several lines, and print labels as "1.",
// "1)", "(1)", "Q1.", "Problem 1:", "a." or "(a)". A label inside a line only starts a new item when
// it is the next one in sequence (3 after 2, b after a), so the numbers of a problem ("x = 2. 5 boys")
// are not mistaken for labels.

const PREFIX = String.raw`(?:(?:problem|question|exercise|q|ex)\.?\s*)?`;
/** A label at the start of a line: any number or letter a-h. */
const LEADING_LABEL = new RegExp(String.raw`^\s*(?:${PREFIX}(\d{1,3}|[a-h])\s*[.):]|\(\s*(\d{1,3}|[a-h])\s*\))\s+`, 'i');
/** A label inside a line: after a space, a number or letter followed by "." or ")" and a space. */
const INNER_LABEL = new RegExp(String.raw`(?<=\s)(?:${PREFIX}(\d{1,3}|[a-h])[.)]|\(\s*(\d{1,3}|[a-h])\s*\))\s+`, 'gi');
/**
 * A number right after one of these is usually the problem's own ("Solve 2x + 1 = 3. 3. What ..."),
 * unless a new sentence follows it ("4. 2/3 + 1/6 = 5. Solve the system ..." leaves 4's answer blank).
 */
const MATH_BEFORE = /[=+\-−–×÷*/^(<>≤≥]$/;
const SENTENCE_START = /^[A-Z][a-z]/;
/** "Problem 2" or "Question 3:" alone on a line: the problem follows on the next lines. */
const LABEL_ONLY = /^\s*(?:problem|question|exercise|q)\.?\s*(\d{1,3})\s*[.:)]?\s*$/i;
/** An instruction that introduces lettered parts ("Solve each equation:"), not a problem itself. */
const INSTRUCTION_ONLY = /^[^=\d]*:$/;

type Label = { kind: 'number' | 'letter'; value: number };

export interface NumberedItem {
  label: string;
  text: string;
}

/** Where the worksheet's numbering stands: the last number, and the last letter of its parts. */
interface Sequence {
  number?: number;
  letter?: number;
}

function toLabel(raw: string): Label {
  return /^\d+$/.test(raw) ? { kind: 'number', value: Number(raw) } : { kind: 'letter', value: raw.toLowerCase().charCodeAt(0) - 96 };
}

/** A label inside a line continues the sequence: the next number, the next letter, or a first "a". */
function follows(sequence: Sequence, label: Label): boolean {
  if (label.kind === 'number') return label.value === (sequence.number ?? 0) + 1;
  return label.value === 1 || label.value === (sequence.letter ?? 0) + 1;
}

function advance(sequence: Sequence, label: Label): Sequence {
  return label.kind === 'number' ? { number: label.value } : { ...sequence, letter: label.value };
}

interface Piece {
  label?: Label;
  text: string;
}

/** Cuts a line at every in-sequence label; text before the line's first label has none. */
function splitLine(line: string, sequence: Sequence): { pieces: Piece[]; sequence: Sequence } {
  const pieces: Piece[] = [];
  let start = 0;
  let label: Label | undefined;
  const leading = LEADING_LABEL.exec(line) ?? LABEL_ONLY.exec(line);
  if (leading) {
    label = toLabel(leading[1] ?? leading[2]!);
    sequence = advance(sequence, label);
    start = leading[0].length;
  }
  for (const match of line.matchAll(INNER_LABEL)) {
    const next = toLabel(match[1] ?? match[2]!);
    if (match.index < start || !follows(sequence, next) || isProblemsOwn(line, match.index, match[0].length)) continue;
    pieces.push({ label, text: line.slice(start, match.index) });
    [start, label, sequence] = [match.index + match[0].length, next, advance(sequence, next)];
  }
  pieces.push({ label, text: line.slice(start) });
  return { pieces, sequence };
}

/**
 * An expression cut by the line end ("x - y" / "= 4") and a sentence wrapped mid-way ("How many" /
 * "stickers does she have left?") are joined back on one line; other prose keeps its breaks.
 */
function continued(before: string, after: string): string {
  const end = before.trimEnd();
  const wrapped = /[a-z],?$/i.test(end) && /^[a-z]{2,}/.test(after);
  const cut = wrapped || (MATH_BEFORE.test(end) && !/[a-z]-$/i.test(end)) || /^[=+\-−–×÷*/^)<>≤≥]/.test(after); // "fre-" is a hyphenated word
  return `${before}${cut ? ' ' : '\n'}${after}`.trim();
}

function isProblemsOwn(line: string, at: number, length: number): boolean {
  return MATH_BEFORE.test(line.slice(0, at).trimEnd()) && !SENTENCE_START.test(line.slice(at + length));
}

const labelText = (label: Label) => (label.kind === 'number' ? String(label.value) : String.fromCharCode(96 + label.value));

/** The worksheet's items in order, or null when no line starts with a label. */
export function numberedItems(lines: readonly string[]): NumberedItem[] | null {
  if (!lines.some((line) => LEADING_LABEL.test(line) || LABEL_ONLY.test(line))) return null;
  const items: NumberedItem[] = [];
  let sequence: Sequence = {};
  for (const line of lines) {
    const split = splitLine(line, sequence);
    const pieces = split.pieces;
    sequence = split.sequence;
    for (const piece of pieces) {
      const text = piece.text.trim();
      if (piece.label) items.push({ label: labelText(piece.label), text });
      // Text before the first label is a heading or instructions; later it continues the item.
      else if (items.length > 0 && text) items[items.length - 1]!.text = continued(items[items.length - 1]!.text, text);
    }
  }
  return items.filter((item) => item.text && !INSTRUCTION_ONLY.test(item.text));
}
