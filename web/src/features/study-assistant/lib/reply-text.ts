// Assistant replies use a little Markdown: **bold** headings and terms, "- " bullets, "1." steps.
// On screen they keep their line breaks (pre-wrap) with bold shown as bold; read aloud they lose
// the markup so the voice does not spell out asterisks and arrows.

export type TextSegment = { text: string; bold: boolean };

/** Splits text on **bold** markers; an unmatched ** stays as text. */
export function boldSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /\*\*(.+?)\*\*/gs;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), bold: false });
    segments.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

/** "- " bullets shown as "• " dots, keeping their indentation. */
export function withBulletDots(text: string): string {
  return text.replace(/^(\s*)- /gm, '$1• ');
}

/** The text-to-speech limit of the service (issue 4: at most 4,096 characters). */
export const MAX_SPEECH_CHARS = 4096;

/** A reply as plain sentences for the read-aloud button, cut at a sentence end to fit the limit. */
export function speakableText(markdown: string, maxChars = MAX_SPEECH_CHARS): string {
  const plain = markdown
    .replace(/\*\*(.+?)\*\*/gs, '$1')
    .replace(/^\s*[-*•]\s+/gm, '')
    .replace(/\s*[→⇒]\s*/g, ': ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  if (plain.length <= maxChars) return plain;
  const head = plain.slice(0, maxChars);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'), head.lastIndexOf('! '), head.lastIndexOf('? '));
  return sentenceEnd > 0 ? head.slice(0, sentenceEnd + 1) : head;
}
