import { tag, type Tagged } from '../../text/nlp.js';
import type { Solved, StorySchema } from '../steps.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { GAIN, LOSS } from '../story/change-verbs.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { foundOutLeftOut } from './found-out-state.js';

/**
 * Adding and taking away read each number's verb as a gain or a loss. "3 students departed while 42
 * enrolled", "after utilizing 2 apples", "6 of them were torn": a verb the readers know neither as a
 * gain, a loss nor as having says something happened to the number that no reading understood, so a
 * sum or difference of the numbers answers another story. The first number is the start and may have
 * any verb ("After harvesting 19 carrots"); a verb the question itself asks about ("how many points
 * did they score") is the one act being totalled.
 */
const ADDITIVE: ReadonlySet<StorySchema> = new Set(['combine', 'change', 'start-unknown', 'change-unknown', 'missing-part']);
/** Verbs of having or being there: they state an amount and change nothing. */
const STATIC = new Set(['be', 'have', 'own', 'possess', 'hold', 'contain', 'keep', 'include', 'consist', 'count', 'see', 'need', 'want', 'weigh', 'cost', 'measure', 'do', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'shall', 'store', 'start', 'begin', 'remain', 'stay', 'total', 'sum', 'live', 'sit', 'stand', 'lie', 'wait', 'work', 'play', 'go', 'let', 'try', 'decide', 'plan', 'like', 'love', 'seem', 'appear', 'exist', 'attend', 'visit', 'manage', 'happen', 'choose', 'continue', 'end', 'find', /* para-change: "the total became 78" tells an end */ 'become', 'suppose']);
/** Words in -ed / -ing that are no verbs ("red", "morning"). */
const NOT_VERB = /^(?:red|bed|shed|sled|seed|weed|speed|steed|reed|feed|need|hundred|during|morning|evening|something|nothing|anything|everything|building|ceiling|king|ring|string|thing|spring|wedding|wing|swing|sibling|pudding|bring|sing|ping|ding|clothing|frosting|icing|stuffing|filling|spelling|learning|lunching|ending|beginning|checking|savings|frozen)$/;
const CONJUNCTION = /\b(?:while|and|but|then|so)\b|,/;

/** Word forms a known verb takes: "picking" → "pick", "discarded" → "discard", "tossed" → "toss". */
export function verbForms(word: string): string[] {
  const w = word.toLowerCase();
  const stems = [w, w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/ed$/, ''), w.replace(/d$/, ''), w.replace(/ied$/, 'y'), w.replace(/s$/, ''), w.replace(/([a-z])\1(?:ed|ing)$/, '$1')];
  return [...new Set(stems)].filter((s) => s.length > 1);
}

/** Moves the readers follow by who gives or takes ("gave 8 to", "Jean took 26 from her"), and plain removals. */
const MOVES = /^(?:offer|offered|give|gave|given|gift|take|took|taken|share|borrow|lend|lent|erase|remove|deposit|break|broke|broken|belong|price|return|steal|stole|stolen|die|dies|fly|flew|flies|flown|come|came|go|went|leave|score|scored|scores|finish|finished|ship|ships|shipped|send|sends|sent)$/;
/** "10 of them", "24 of the carrots": some of the things told before. */
const PICKS_SOME = /^\s*of (?:them|the [a-z]+)\b/;
/** The question asks for the ones the picked number leaves out. */
const ASKS_OTHERS = /\b(?:not|bad|extra|others?|rest)\b|n't\b/;
const known = (word: string): boolean => verbForms(word).some((f) => GAIN.test(f) || LOSS.test(f) || MOVES.test(f));

const isWord = (t: Tagged | undefined): t is Tagged => !!t && /^[a-z]+$/.test(t.text) && !NOT_VERB.test(t.text);
/** A verb by its tag, or an -ed / -ing word the tagger missed that acts on what follows ("gifted him another 8"). */
const verbLike = (t: Tagged, next: Tagged | undefined): boolean =>
  t.pos === 'VERB' || (/(?:ed|ing)$/.test(t.text) && t.text.length > 4 && (!next || /^(?:him|her|them|me|us|a|an|another|the|his|their|its|some)$/.test(next.text)));

/**
 * The verb that acts on one number: the last one in the words since the previous number, else one
 * right after what it counts ("3 students departed", "6 were torn"). A word after "to" says what for.
 */
export function verbOf(q: Quantity): Tagged | null {
  const lead = tag(q.lead.split(CONJUNCTION).pop() ?? '');
  // "After blowing her nose she had 93": the nearest verb is the one that acts on the number.
  const before = lead.filter((t, i) => isWord(t) && lead[i - 1]?.text !== 'to' && (verbLike(t, lead[i + 1]) || (t.pos === 'AUX' && STATIC.has(t.lemma)))).pop();
  if (before) return before;
  const trail = tag(`7 ${q.trail.split(CONJUNCTION)[0] ?? ''}`).slice(1);
  const after = trail.find((t, i) => isWord(t) && t.pos === 'VERB'
    && ((i === 1 && trail[0]?.pos === 'NOUN') || (/(?:ed|en|n|t)$/.test(t.text) && /^(?:were|was|are|is|got|get|be|been)$/.test(trail[i - 1]?.text ?? ''))));
  return after ?? null;
}

/** The first verb acting on a number that no reading of gains and losses understands, or null. `setAside`
 * names numbers whose verb the caller has shown to change nothing (see `foundOutLeftOut`). */
export function unreadChangeVerb(statement: string, setAside: (q: Quantity) => boolean = () => false): string | null {
  const story = readStory(statement);
  if (!story) return null;
  // "17 girls and 32 boys … 10 of them got called back. How many didn't make the cut?": the last number picks
  // some of everything told before, and the question asks for the others; its verb says which, it changes nothing.
  const last = story.quantities.length - 1;
  const picked = last >= 2 && PICKS_SOME.test(story.quantities[last]!.trail) && ASKS_OTHERS.test(story.question.text.toLowerCase());
  const acts = story.quantities.map((q, i) => ((picked && i === last) || setAside(q) ? null : verbOf(q)));
  const twice = (t: Tagged): boolean => acts.filter((v) => v?.lemma === t.lemma).length > 1;
  const asked = new Set(tag(story.question.text).flatMap((t) => [t.lemma, ...verbForms(t.text)]));
  // "watched 4 games this year and 9 last year": one act told twice is totalled, whatever it is.
  const unread = acts.slice(1).filter((t): t is Tagged => t !== null)
    .find((t) => !STATIC.has(t.lemma) && !known(t.text) && !known(t.lemma) && !asked.has(t.lemma) && !verbForms(t.text).some((f) => asked.has(f)) && !twice(t));
  return unread?.text ?? null;
}

/** The reading's schema, from its number sentence. */
function schemaOf(solved: Solved): StorySchema | null {
  const step = solved.steps.find((s) => s.kind === 'number-sentence');
  return step?.kind === 'number-sentence' ? step.schema : null;
}

/** Why a reading that adds and takes away is not shown, or null. */
export function additiveVerbUnread(statement: string, solved: Solved): string | null {
  const schema = schemaOf(solved);
  if (!schema || !ADDITIVE.has(schema)) return null;
  const verb = unreadChangeVerb(statement, foundOutLeftOut(statement, solutionParts(solved).numbers));
  return verb ? `a change the reading does not know: ${verb}` : null;
}
