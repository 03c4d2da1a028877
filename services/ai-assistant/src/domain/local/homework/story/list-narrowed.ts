import { tag } from '../../text/nlp.js';
import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';

/**
 * "5 books on Monday and 3 books on Tuesday. How many books on Monday?": a word of the question that
 * some parts have and others lack asks for those parts only. Where a list ends on a phrase and no
 * earlier part has one of its own ("27 boys and 35 girls on the playground"), the phrase is the whole
 * list's; where each part has its own ("on Monday", "on Tuesday"), each is that part's alone.
 */
const SKIP = new Set(['be', 'have', 'do', 'there', 'many', 'much', 'total', 'all', 'altogether', 'together', 'combined']);
/** Verbs are the act's (listed-whole.ts checks them), names the owners' (checked there too). */
const ASKED_POS = new Set(['NOUN', 'ADJ', 'ADV']);

/** The words of a part's clause after what it counts ("of coffee", "on monday"). */
function phraseAfter(q: Quantity): string {
  const after = q.clause.split(new RegExp(`(?<![\\w.])${q.written.replace('.', '\\.')}(?![\\w.])`))[1] ?? '';
  return after.trim().split(/\s+/).slice(q.modifiers.length + 1).join(' ').replace(/[.!?]$/, '').trim();
}

const numberAt = (q: Quantity): number => Math.max(0, q.clause.search(new RegExp(`(?<![\\w.])${q.written.replace('.', '\\.')}(?![\\w.])`)));

/** The words a part is told with: its own, and those its sentence's list shares (the lead, a last phrase). */
function toldWith(q: Quantity, together: readonly Quantity[], fact: string): string {
  if (together.length === 1) return fact;
  const first = together[0]!;
  const head = first.clause.slice(0, numberAt(first));
  const last = together[together.length - 1]!;
  const tail = together.slice(0, -1).every((o) => phraseAfter(o) === '') ? phraseAfter(last) : '';
  const own = q === first ? q.clause.slice(numberAt(q)) : q.clause;
  return `${head} ${tail && q === last ? own.slice(0, own.lastIndexOf(tail)) : own} ${tail}`;
}

function ownWords(story: Story): string[][] {
  return story.quantities
    .map((q, _i, all) => toldWith(q, all.filter((o) => o.sentence === q.sentence), story.facts[q.sentence] ?? q.clause))
    .map((text) => tag(text).map((t) => t.lemma.toLowerCase()));
}

export function listNarrowed(story: Story, unit: string): boolean {
  const asked = tag(story.question.text)
    .filter((t) => ASKED_POS.has(t.pos) && !SKIP.has(t.lemma) && singular(t.text.toLowerCase()) !== unit)
    .map((t) => t.lemma.toLowerCase());
  const own = ownWords(story);
  return asked.some((w) => {
    const having = own.filter((words) => words.includes(w)).length;
    return having > 0 && having < own.length;
  });
}
