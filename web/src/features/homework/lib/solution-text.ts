// solvedContent is light markdown from the solver: "## Problem n" sections, "Step n:" lines,
// "**Answer:** …" labels, numbered and bulleted lists. These helpers turn it into blocks to render,
// plain text for previews and for reading aloud.

export type Block =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'ordered' | 'bullets'; items: string[] };

export type Section = { heading: string | null; blocks: Block[] };

export const HISTORY_PREVIEW_CHARS = 300;
/** The read-aloud service takes at most 4,096 characters. */
export const SPEECH_MAX_CHARS = 4096;

export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 300 characters of the solution as plain text, with an ellipsis when there is more (spec §9). */
export function historyPreview(solvedContent: string): string {
  const chars = [...plainText(solvedContent)];
  return chars.length > HISTORY_PREVIEW_CHARS ? `${chars.slice(0, HISTORY_PREVIEW_CHARS).join('')}...` : chars.join('');
}

export function speakable(solvedContent: string): string {
  const text = plainText(solvedContent);
  return text.length > SPEECH_MAX_CHARS ? `${text.slice(0, SPEECH_MAX_CHARS - 3)}...` : text;
}

/** Blocks grouped under their "## …" headings (a leading part without heading has heading null). */
export function solutionSections(markdown: string): Section[] {
  const sections: Section[] = [{ heading: null, blocks: [] }];
  for (const block of parseBlocks(markdown)) {
    if (block.kind === 'heading' && block.level === 2) sections.push({ heading: block.text, blocks: [] });
    else sections.at(-1)!.blocks.push(block);
  }
  return sections.filter((section) => section.heading !== null || section.blocks.length > 0);
}

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const line of markdown.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    const ordered = /^\d+\.\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (heading) blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2, text: heading[2]! });
    else if (ordered) appendItem(blocks, last, 'ordered', ordered[1]!);
    else if (bullet) appendItem(blocks, last, 'bullets', bullet[1]!);
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

function appendItem(blocks: Block[], last: Block | undefined, kind: 'ordered' | 'bullets', item: string) {
  if (last?.kind === kind) last.items.push(item);
  else blocks.push({ kind, items: [item] });
}

/** "**Answer:** x = 4" → bold and plain runs. */
export function boldRuns(text: string): { text: string; bold: boolean }[] {
  return text.split(/(\*\*[^*]+\*\*)/).filter(Boolean).map((run) =>
    run.startsWith('**') && run.endsWith('**') ? { text: run.slice(2, -2), bold: true } : { text: run, bold: false },
  );
}

/** The title the screen pre-fills: the file name without its extension. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^./\\]+$/, '');
}

/** How many problems got an answer; the rest honestly get a study guide (issue 12: no confident guess). */
export function solvedSummary(solved: number, total: number): string {
  if (solved === total) return `Solved ${total} of ${total} problem${total === 1 ? '' : 's'}.`;
  if (solved === 0) return total === 1 ? 'This problem comes with a study guide instead of a guess.' : 'These problems come with a study guide instead of a guess.';
  return `Solved ${solved} of ${total} problems; the others come with a study guide instead of a guess.`;
}

/** Which problems were answered and which got a study guide, by number: "Solved: 1, 2, 4 · Study guide: 3". */
export function problemOverview(problems: readonly { number: number; solved: boolean }[]): string {
  const numbers = (solved: boolean) => problems.filter((p) => p.solved === solved).map((p) => p.number).join(', ');
  const parts = [numbers(true) && `Solved: ${numbers(true)}`, numbers(false) && `Study guide: ${numbers(false)}`];
  return parts.filter(Boolean).join(' · ');
}
