import { tag } from '../../text/nlp.js';
import { singular, tidyText } from './words.js';

/**
 * What a ledger question asks: one thing's amount, two things added, or one compared with another
 * ("How many more erasers than crayons did he have left?", "How many more balloons did Allan have
 * than Jake?"), and when: at the end (a state), at first, or in one kind of act ("did he eat").
 */
export interface Side { unit: string; modifiers: string[]; of: string | null; owner: string | null }
export type When = { mode: 'final' } | { mode: 'start' } | { mode: 'action'; verb: string };

export interface LedgerQuestion {
  op: 'one' | 'sum' | 'difference';
  sides: Side[];
  when: When;
  /** "How many more apps did he add than he deleted?": each side its own act. */
  whens?: When[];
  /** Nouns of the question's tail ("on the fence", "at the park"): they must be the story's. */
  places: string[];
}

const AUX = '(?:did|does|do|is|are|was|were|has|have|had)';
const START = /\b(?:at first|initially|to begin with|in the beginning|at the start|originally|before)\b/;
const STATE = new Set(['have', 'be', 'sit', 'stand', 'leave', 'remain', 'keep', 'stay', 'live']);
const PRONOUN = /^(?:he|she|they|it|we|you|i)$/;

/** "action figures" → figure + [action]; "cups of flour" → cup of flour; null for anything else. */
export function readSide(phrase: string, owner: string | null = null): Side | null {
  const [head = '', of] = phrase.trim().split(/\s+of\s+/);
  const words = head.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3 || (of !== undefined && /\s/.test(of.trim()))) return null;
  const tags = tag(`7 ${head}`).slice(1);
  if (tags.length !== words.length || tags.some((t) => !['NOUN', 'ADJ', 'PROPN'].includes(t.pos) && !/-/.test(t.text)) || tags[tags.length - 1]?.pos === 'ADJ') return null;
  return { unit: singular(words[words.length - 1] ?? ''), modifiers: words.slice(0, -1), of: of ? singular(of.trim()) : null, owner };
}

/** The tail after the things: "did he have left", "are sitting on the fence", "did danny find at the park". */
function readWhen(tail: string): { when: When; places: string[]; subject: string | null } | null {
  // "does fred have": the subject is no verb, whatever the tagger says.
  const tokens = tag(tail.replace(new RegExp(`^${AUX}\\s+[a-z]+\\s*`), ''));
  // "did he store": after "did" and its subject comes the verb, whatever the tagger says.
  const helped = new RegExp(`^(?:did|does|do)\\s+[a-z]+\\s+(?:still\\s+|now\\s+|only\\s+)?([a-z]+)`).exec(tail)?.[1];
  const lemma = helped ? tag(`they ${helped}`)[1]?.lemma ?? helped : null;
  // "are swimming in the pond": where they are now, not something they did.
  const progressive = /^(?:are|is|were|was)\b/.test(tail);
  const verbs = tokens.filter((t) => t.pos === 'VERB' && !STATE.has(t.lemma) && !(progressive && t.text.endsWith('ing')));
  if (lemma && !STATE.has(lemma) && !verbs.some((v) => v.lemma === lemma)) return null;
  // "left to read", "in all", "altogether": a plan or a total, not an amount of the ledger.
  // "when Jose got on the bus": an amount at a moment the ledger does not mark.
  if (verbs.length > 1 || /\b(?:when|while|until|since|after|then|each|per|every|need|needs|want|wants|will|would|could|can|should|still(?! (?:have|has|had|left))|left to|have to|has to|had to|to be|together|combined|both)\b/.test(tail)) return null;
  // "did she play tag with altogether": every act of that kind added; a total of amounts held is not the ledger's.
  if (/\b(?:in all|altogether|in total|total)\b/.test(tail) && verbs.length !== 1) return null;
  if (START.test(tail)) return verbs.length === 0 ? { when: { mode: 'start' }, places: [], subject: subjectOf(tail) } : null;
  if (/\bleft\b/.test(tail) && verbs.length > 0) return null;
  const afterVerb = verbs[0] ? tail.slice(tail.indexOf(verbs[0].text) + verbs[0].text.length) : tail;
  // "in the day": a whole day is no place the story must name.
  const places = tag(afterVerb).filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && t.text !== subjectOf(tail) && !/^(?:day|week|time|all|total)$/.test(t.text)).map((t) => t.text.toLowerCase());
  const when: When = verbs[0] ? { mode: 'action', verb: verbs[0].lemma } : { mode: 'final' };
  return { when, places, subject: subjectOf(tail) };
}

/** "did danny find": the name after the helping verb; a pronoun says nothing more. */
function subjectOf(tail: string): string | null {
  const word = new RegExp(`^${AUX}\\s+([a-z]+)\\b`).exec(tail)?.[1];
  return word && !PRONOUN.test(word) && !/^(?:there|left|now|still|only|on|in|at|the|a|an|all|[a-z]+ing)$/.test(word) ? word : null;
}

/** "books than action figures were on his shelf": the thing after "than", then the shared tail. */
function splitTail(rest: string): { phrase: string; tail: string } {
  const aux = new RegExp(`\\s(${AUX}|there|left|now)\\b`).exec(` ${rest}`);
  return aux ? { phrase: rest.slice(0, aux.index).trim(), tail: rest.slice(aux.index).trim() } : { phrase: rest, tail: '' };
}

/** "apps did he add than he deleted": one thing, two acts of the same person. */
function acts(direction: string, text: string): LedgerQuestion | null {
  const m = new RegExp(`^(.+?)\\s+(?:did|does|do)\\s+(he|she|they|i|we)\\s+([a-z]+)\\s+than\\s+(?:those\\s+)?(he|she|they|i|we)\\s+([a-z]+)$`).exec(text);
  const side = m?.[1] ? readSide(m[1]) : null;
  if (!m?.[3] || !m[5] || !side || m[2] !== m[4]) return null;
  const [a, b] = [tag(`they ${m[3]}`)[1]?.lemma ?? m[3], tag(`they ${m[5]}`)[1]?.lemma ?? m[5]];
  if (a === b || STATE.has(a) || STATE.has(b)) return null;
  const whens: When[] = [{ mode: 'action', verb: a }, { mode: 'action', verb: b }];
  return { op: 'difference', sides: [side, side], when: whens[0] as When, whens: direction === 'more' ? whens : whens.reverse(), places: [] };
}

function people(direction: string, text: string): LedgerQuestion | null {
  const sameOne = acts(direction, text);
  if (sameOne) return sameOne;
  // "balloons did allan have than jake in the park"
  const m = new RegExp(`^(.+?)\\s+(${AUX})\\s+([a-z]+)\\s+(.*?)\\s*than\\s+([a-z]+)\\b\\s*(.*)$`).exec(text);
  if (!m?.[1] || !m[3] || !m[5] || PRONOUN.test(m[3]) || PRONOUN.test(m[5])) return null;
  const read = readWhen(`${m[2]} ${m[3]} ${m[4] ?? ''} ${m[6] ?? ''}`.replace(/\s+/g, ' ').trim());
  const [a, b] = [readSide(m[1], m[3]), readSide(m[1], m[5])];
  if (!read || !a || !b) return null;
  return { op: 'difference', sides: direction === 'more' ? [a, b] : [b, a], when: read.when, places: read.places.filter((p) => p !== m[3]) };
}

export function readLedgerQuestion(question: string): LedgerQuestion | null {
  const text = tidyText(question).toLowerCase().replace(/\bhow much money\b/, 'how many dollars').replace(/[?.]\s*$/, '').replace(/\s+now$/, '');
  if (/\d/.test(text)) return null;
  const compare = /^how many (more|fewer|less) (.+?) than (.+)$/.exec(text);
  if (compare?.[1] && compare[2] && compare[3]) {
    const [, direction, first, rest] = compare;
    if (new RegExp(`\\s${AUX}\\s`).test(` ${first} `)) return people(direction, `${first} than ${rest}`);
    const { phrase, tail } = splitTail(rest);
    const read = readWhen(tail);
    const [a, b] = [readSide(first, read?.subject ?? null), readSide(phrase, read?.subject ?? null)];
    if (!read || !a || !b) return null;
    return { op: 'difference', sides: direction === 'more' ? [a, b] : [b, a], when: read.when, places: read.places };
  }
  const asked = /^how many (.+?) (?=(?:did|does|do|is|are|was|were|has|have|had)\b)(.*)$/.exec(text);
  if (!asked?.[1] || asked[2] === undefined || /\b(?:more|fewer|less|than)\b/.test(text)) return null;
  const read = readWhen(asked[2]);
  const things = asked[1].split(/\s+and\s+/);
  const sides = things.map((t) => readSide(t, read?.subject ?? null));
  if (!read || sides.some((s) => !s) || sides.length > 2) return null;
  return { op: sides.length === 2 ? 'sum' : 'one', sides: sides as Side[], when: read.when, places: read.places };
}
