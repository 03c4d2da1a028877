import { tag } from '../../text/nlp.js';
import { GAIN, LOSS } from './change-verbs.js';
import { hasOwnVerb } from './own-verb.js';
import type { Quantity } from './read-story.js';

/**
 * Which way each number of a change story goes: + gained, − lost, 0 when no word says; read from
 * the words around the number, the person asked about and the question.
 */

/** The number sentence of signed parts: "16 + 48 - 5". */
export const sum = (parts: Array<[number, Quantity]>): string =>
  parts.map(([sign, q], i) => `${i === 0 ? (sign < 0 ? '-' : '') : sign < 0 ? ' - ' : ' + '}${q.value}`).join('');

/** + for what is gained, − for what is lost, read from the words just before the number. */
function signOf(q: Quantity, previous: { sign: number; sentence: number } | null, subject: string | null, question = ''): number {
  // "to buy some toys" says what for, not what happened.
  const lead = (q.lead.split(/\b(?:while|and|but|then|so)\b/).pop() ?? '').replace(/\bto\s+[a-z]+\b/g, ' ');
  const trail = (q.trail.split(/\b(?:while|and|but|then|so)\b/)[0] ?? '').replace(/\bto\s+[a-z]+\b/g, ' ');
  // "to buy 14 new books": the verb of a "to" phrase right before the number is what happens to it.
  const purpose = /\bto\s+([a-z]+)\s*$/.exec(q.lead)?.[1] ?? '';
  if (purpose && LOSS.test(purpose)) return -1;
  if (purpose && GAIN.test(purpose)) return 1;
  // "picked 2 apples from her tree" when the question is about the tree: they left the tree.
  const source = /\bfrom (?:his|her|their|the|its) ([a-z]+)/.exec(trail)?.[1];
  if (source && question && new RegExp(`\\b(?:on|in|at) the ${source}\\b`).test(question)) return -1;
  // Someone else borrowing or taking "from Mary" or "from her": it leaves the subject.
  if (q.owner !== subject && new RegExp(`\\bfrom (?:him|her|them${subject ? `|${subject}` : ''})\\b`).test(`${lead} ${trail}`)) return -1;
  if (/\b(?:gave|gives|give)\b/.test(lead) && !/\b(?:away|out)\b/.test(lead)) {
    // "she gave him 34": which of the two is the one asked about, the pronouns do not say.
    if (/\b(?:he|she|they|i|we)\s+(?:then\s+|also\s+)?(?:gave|gives|give)\s+(?:him|her|them|me|us)\s+(?:another\s+|more\s+|extra\s+)?$/.test(lead)) return 0;
    // "gave her 19" (to her) but not "gave her mother 34" (her mother is someone else).
    if (new RegExp(`\\b(?:gave|gives|give)\\s+(?:him|her|them|me|us${subject ? `|${subject}` : ''})\\s+(?:another\\s+|more\\s+|extra\\s+|(?:an\\s+)?additional\\s+)?$`).test(lead)) return 1;
    return q.owner === subject ? -1 : 1;
  }
  // Someone else taking "Fred's" cards takes them from Fred; "Albert takes 5 away" takes them from the subject.
  if (subject && q.owner !== subject && q.clause.includes(`${subject}'s`)) return -1;
  if (/\b(?:takes|took|take)\b/.test(lead) && /^\s*(?:[a-z]+\s+)?(?:away|from)\b/.test(trail)) return -1;
  // "Her dad borrowed 18 pennies": someone else borrowing takes them from the subject.
  if (/^\s*(?:his|her|their)\s+[a-z]+\s+(?:borrowed|borrows|stole|steals)\s*$/.test(lead)) return -1;
  if (/\b(?:shares|shared|share)\b/.test(lead) && /\bwith\b/.test(trail)) return -1;
  // "his friend bought 140 cakes from him": it leaves the subject.
  if (GAIN.test(lead) && /\bfrom (?:him|her|them)\b/.test(trail) && q.owner !== subject) return -1;
  if (LOSS.test(lead)) return -1;
  if (GAIN.test(lead)) return 1;
  if (LOSS.test(trail) || /\b(?:were|was|got|are|is|get) (?:broken|eaten|lost|sold|stolen|popped|used|taken|given away)\b|\boff\b|^\s*away\b/.test(trail)) return -1;
  if (GAIN.test(trail)) return 1;
  const ownVerb = hasOwnVerb(lead, trail);
  if (previous && previous.sentence === q.sentence && !ownVerb) return previous.sign;
  if (/^more\b/.test(trail.trim())) return 1;
  if (ownVerb) return 0;
  // No verb says which way it goes: only a plain total may treat it as added.
  return 0;
}

/** Signs in order; with a base, the first number is the starting amount (always +). */
export function signs(chosen: readonly Quantity[], subject: string | null, firstIsBase = true, question = ''): Array<[number, Quantity]> {
  const out: Array<[number, Quantity]> = [];
  let previous: { sign: number; sentence: number } | null = null;
  let startRun = true;
  chosen.forEach((c, i) => {
    const own = signOf(c, previous, subject, question);
    // "had 16 music files and 48 video files": a number with no verb at all continues the start;
    // asdiv-more2: so does each of a longer list ("3 green capes, 2 blue capes, and 3 red capes").
    const continuesStart = firstIsBase && i >= 1 && startRun && own === 0 && c.sentence === chosen[0]?.sentence
      && !tag(`${c.lead} ${c.trail}`).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (i >= 1 && !continuesStart) startRun = false;
    const sign = i === 0 && firstIsBase ? 1 : continuesStart ? 1 : own;
    previous = { sign: own, sentence: c.sentence };
    out.push([sign, c]);
  });
  return out;
}

/** "If her fund was worth $1472 before": the starting amount goes first. */
export function startFirst(chosen: Quantity[]): Quantity[] {
  // "discarded 4 before collecting 46 more": a "before" that starts another act says when, not the start.
  const start = chosen.findIndex((c, i) => i > 0 && /\b(?:before(?!\s+[a-z]+ing\b)|at first|initially|originally|to begin with|to start with)\b/.test(c.clause));
  return start > 0 ? [chosen[start] as Quantity, ...chosen.filter((_, i) => i !== start)] : chosen;
}
