import { singular, tidyText } from './words.js';

/**
 * svamp: facts told for two kinds side by side when the question asks about one of them. "A cage had
 * 93 snakes and 97 alligators. If 82 snakes and 19 alligators were hiding. How many alligators were not
 * hiding?" is the story of the alligators alone: "A cage had 97 alligators. If 19 alligators were
 * hiding. …". Two amounts joined by "and" in the same words but for their kind ("15 water bottles and
 * 54 soda bottles", "5 hours on english and 4 hours on chinese") are a pair of kinds; the question must
 * name one side of every pair and never the other, and once the other side's amounts are left out no
 * word of its kind may be left anywhere (a trade, a comparison or a total of both kinds keeps it, so
 * the story is not told of one kind alone). Lists of three or more, amounts that are not written in
 * digits and conjuncts of another shape are not read: the story is kept whole.
 */
const NUMBER = /^\$?\d[\d,]*(?:\.\d+)?$/;
// Words two conjuncts may differ in without naming a kind (a unit written once, an article).
const NOT_KINDS = new Set(['dollar', 'dollars', '$', 'a', 'an', 'the', 'of', 'each', 'per', 'every']);

const WHOLES = /^(?:animal|reptile|amphibian|bird|mammal|insect|fish|pet|fruit|vegetable|nut|flower|plant|tree|coin|vehicle|toy|food|item|thing|person|people|child|kid|student|pupil)$/;
// "14 of them were broken", "If they split into 5 teams": words that may take both kinds at once.
const BOTH_KINDS = /\b(?:of them|both|the rest|the others|all of|each other)\b/i;
const PRONOUNS = /\b(?:they|them|their)\b/i;
const RELATION = /^(?:than|times|as|more|fewer|less|twice|half|thrice|%|percent)$/i;

interface Pair {
  readonly sentence: number;
  /** Token positions: the left conjunct [leftStart, and), the right one (and, rightEnd]. */
  readonly leftStart: number;
  readonly and: number;
  readonly rightEnd: number;
  readonly leftKind: readonly string[];
  readonly rightKind: readonly string[];
  /** Words both conjuncts share ("bottle" of "water bottles" and "soda bottles"). */
  readonly shared: readonly string[];
}

const tokensOf = (sentence: string): string[] => sentence.replace(/([.,?!;:])(?=\s|$)/g, ' $1').split(/\s+/).filter(Boolean);
// para-while: "7 people got off and 4 people got on": a verb's particle tells acts apart, not kinds ("on the bus" asks both).
const PARTICLES = new Set(['on', 'off', 'in', 'out', 'up', 'down', 'away', 'over', 'back', 'into', 'onto']);
const kindWords = (words: readonly string[], other: readonly string[]): string[] => {
  const others = new Set(other.map(singular));
  return words.map(singular).filter((w) => !NUMBER.test(w) && !NOT_KINDS.has(w) && !PARTICLES.has(w.toLowerCase()) && !others.has(w));
};

/** "4 candies in each bag" after "6 bags …": the container of one conjunct is the thing the other counts. */
function heldInOther(holder: readonly string[], held: readonly string[]): boolean {
  const at = held.findIndex((w) => /^(?:each|every|per)$/i.test(w));
  const container = at > 0 ? held[at + 1] : undefined;
  return !!container && !!holder[1] && singular(container) === singular(holder[1]);
}

/** Pairs of amounts joined by "and" in one sentence ("93 snakes and 97 alligators"), or null for a shape not read. */
function pairsIn(tokens: readonly string[], sentence: number): Pair[] | null {
  const pairs: Pair[] = [];
  for (let and = 1; and < tokens.length - 1; and += 1) {
    if (tokens[and]!.toLowerCase() !== 'and' || !NUMBER.test(tokens[and + 1]!)) continue;
    let leftStart = and - 1;
    while (leftStart >= 0 && !NUMBER.test(tokens[leftStart]!) && !/^[.,?!;:]$/.test(tokens[leftStart]!) && tokens[leftStart]!.toLowerCase() !== 'and') leftStart -= 1;
    if (leftStart < 0 || !NUMBER.test(tokens[leftStart]!)) return null;
    // "49 regular, 40 diet and 6 lite": a list of three is not a pair.
    if (leftStart > 0 && tokens[leftStart - 1] === ',') return null;
    const left = tokens.slice(leftStart, and);
    let rightEnd = and + 1;
    while (rightEnd + 1 < tokens.length && rightEnd - and < left.length && !/^[.,?!;:]$/.test(tokens[rightEnd + 1]!) && !NUMBER.test(tokens[rightEnd + 1]!)) rightEnd += 1;
    const right = tokens.slice(and + 1, rightEnd + 1);
    // "9 fewer than Steven and 18 more than Jill" relates amounts; it names no kinds.
    if ([...left, ...right].some((w) => RELATION.test(w))) return null;
    // "6 bags in each pack and 4 candies in each bag": one side holds the other's things, a chain of containers, no pair of kinds.
    if (heldInOther(left, right) || heldInOther(right, left)) continue;
    const leftKind = kindWords(left, right);
    const rightKind = kindWords(right, left);
    // One word tells the kinds apart ("water bottles", "soda bottles"); "5 arms each" and "1 seastar with 14 arms" are no pair.
    if (leftKind.length !== 1 || rightKind.length !== 1) return null;
    // "356 reptiles and 10 frogs": a whole and a kind may overlap, so neither is told apart.
    if (WHOLES.test(leftKind[0]!) || WHOLES.test(rightKind[0]!)) return null;
    const shared = kindWords(left, []).filter((w) => right.map(singular).includes(w));
    pairs.push({ sentence, leftStart, and, rightEnd, leftKind, rightKind, shared });
  }
  return pairs;
}

/** "He ate 2 apples" after "6 red apples and 9 green apples": an amount of both kinds together, or of either. */
function kindless(words: readonly string[], kinds: ReadonlySet<string>, shared: ReadonlySet<string>): boolean {
  return words.some((w, i) => {
    if (!NUMBER.test(w)) return false;
    const phrase = words.slice(i + 1, i + 5);
    const end = phrase.findIndex((n) => /^[.,?!;:]$/.test(n) || NUMBER.test(n));
    const told = (end >= 0 ? phrase.slice(0, end) : phrase).map(singular);
    return told.slice(0, 2).some((n) => shared.has(n)) && !told.some((n) => kinds.has(n));
  });
}

/** The words of the question itself, after a condition said before it ("If each group had 5 boys, how many groups …"). */
const askedWords = (question: string): Set<string> => {
  const asking = /\b(?:how|what|which)\b.*$/i.exec(question)?.[0] ?? question;
  return new Set(tokensOf(asking).map(singular));
};

const names = (question: Set<string>, kind: readonly string[]): boolean => kind.some((w) => question.has(w));
const amountOf = (token: string | undefined): number => Number((token ?? '').replace(/[$,]/g, ''));

/**
 * The amounts told for the side of a pair of kinds the question does not name, and those of the side it
 * names ("How many brown pears …?" after "12 yellow pears and 7 brown pears": 12 unasked, 7 asked);
 * pairs whose sides the question names both or neither tell nothing.
 */
export function unaskedKindAmounts(story: string): { unasked: number[]; asked: number[] } {
  const sentences = tidyText(story).split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const result = { unasked: [] as number[], asked: [] as number[] };
  if (sentences.length < 2 || !question.endsWith('?')) return result;
  const words = askedWords(question);
  sentences.slice(0, -1).forEach((sentence, s) => {
    const tokens = tokensOf(sentence);
    for (const pair of pairsIn(tokens, s) ?? []) {
      const left = names(words, pair.leftKind);
      if (left === names(words, pair.rightKind)) continue;
      const [kept, other] = left ? [pair.leftStart, pair.and + 1] : [pair.and + 1, pair.leftStart];
      result.asked.push(amountOf(tokens[kept]));
      result.unasked.push(amountOf(tokens[other]));
    }
  });
  return result;
}

const FUNCTION_WORDS = new Set(['many', 'much', 'the', 'a', 'an', 'of', 'all', 'in', 'on', 'at', 'to', 'for', 'with', 'from', 'by', 'more', 'fewer', 'less', 'total', 'these', 'those', 'his', 'her', 'their', 'its', 'my', 'your', 'our', 'and', 'or', 'both', 'any', 'other', 'each', 'every', 'there', 'altogether', 'together', 'now', 'left', 'then', 'that', 'this', 'some', 'do', 'does', 'did', 'were', 'was', 'are', 'is', 'have', 'has', 'had', 'will', 'would', 'can', 'could', 'than', 'as', 'same', 'different', 'new', 'old', 'extra', 'such', 'remaining', 'whole', 'equal', 'maximum', 'minimum', 'most', 'least', 'greatest', 'largest', 'smallest', 'own', 'only', 'just', 'those', 'what', 'which', 'how']);

/**
 * "14 scouts went fishing and 22 scouts went climbing. … How many scouts went swimming?": the question
 * puts a kind the story never tells in the place of the pair's kinds ("went _", "_ pears").
 */
export function untoldKindAsked(story: string): boolean {
  const sentences = tidyText(story).split(/(?<=[.?!])\s+/);
  const question = tokensOf((sentences.at(-1) ?? '').toLowerCase());
  if (sentences.length < 2 || question.at(-1) !== '?') return false;
  const facts = sentences.slice(0, -1).map(tokensOf);
  const told = new Set(facts.flat().map(singular));
  const untold = (word: string | undefined): boolean => !!word && /^[a-z-]+$/.test(word) && !FUNCTION_WORDS.has(word) && !told.has(singular(word));
  const asked = new Set(question.map(singular));
  return facts.some((tokens, s) => (pairsIn(tokens, s) ?? []).some((pair) => {
    if (names(asked, pair.leftKind) || names(asked, pair.rightKind)) return false;
    const conjunct = tokens.slice(pair.leftStart + 1, pair.and).map((w) => w.toLowerCase());
    const k = conjunct.findIndex((w) => singular(w) === pair.leftKind[0]);
    const before = conjunct[k - 1];
    const after = conjunct[k + 1];
    const frame = (word: string | undefined): word is string => word !== undefined && !FUNCTION_WORDS.has(word);
    return question.some((w, i) => untold(w) && ((frame(before) && question[i - 1] === before) || (frame(after) && question[i + 1] === after)));
  }));
}

/** The story told of the asked kind alone, or null when it has no pair of kinds or the question does not pick one side. */
export function askedKindOnly(story: string): string | null {
  const sentences = tidyText(story).split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  if (sentences.length < 2 || !question.endsWith('?')) return null;
  const asked = askedWords(question);
  const tokens = sentences.map(tokensOf);
  if (BOTH_KINDS.test(sentences.slice(0, -1).join(' '))) return null;
  // "How many more petals do the daisies have compared to the orchids?": a comparison with a kind the story counts asks
  // about both kinds ("How many more roses survived than died?" compares no kinds).
  const comparedWith = /\b(?:than|compared (?:to|with)) (?:the |those |that )?([a-z]+)/i.exec(question)?.[1]?.toLowerCase();
  if (comparedWith?.endsWith('s') && new RegExp(String.raw`\b\d[\d,.]* (?:[A-Za-z]+ )?${comparedWith}\b`, 'i').test(sentences.slice(0, -1).join(' '))) return null;
  const dropped: Array<{ sentence: number; from: number; to: number }> = [];
  const others = new Set<string>();
  const kept = new Set<string>();
  const shared = new Set<string>();
  for (let s = 0; s < sentences.length - 1; s += 1) {
    const pairs = pairsIn(tokens[s]!, s);
    if (!pairs) return null;
    for (const pair of pairs) {
      // svamp-val: "paid $96 for 8 lamps and 2 chairs": money or a total in the pair's sentence is told of both kinds together.
      const outside = (i: number): boolean => !pairs.some((p) => i >= p.leftStart && i <= p.rightEnd);
      const bothKinds = (w: string, i: number): boolean => NUMBER.test(w) && outside(i) && (w.startsWith('$') || /^(?:dollars?|cents?)$/i.test(tokens[s]![i + 1] ?? '') || /\b(?:total|together|in all|altogether|combined)\b/i.test(sentences[s]!));
      if (tokens[s]!.some(bothKinds)) return null;
      const left = names(asked, pair.leftKind);
      const right = names(asked, pair.rightKind);
      if (left === right) return null;
      if (left) dropped.push({ sentence: s, from: pair.and, to: pair.rightEnd });
      else dropped.push({ sentence: s, from: pair.leftStart, to: pair.and });
      for (const word of left ? pair.rightKind : pair.leftKind) others.add(word);
      for (const word of left ? pair.leftKind : pair.rightKind) kept.add(word);
      for (const word of pair.shared) shared.add(word);
    }
  }
  if (dropped.length === 0) return null;
  // A pronoun after the pairs may stand for both kinds together.
  const firstPair = Math.min(...dropped.map((d) => d.sentence));
  if (sentences.slice(firstPair + 1).some((sentence) => PRONOUNS.test(sentence))) return null;
  const rest = tokens.map((words, s) => words.filter((_w, i) => !dropped.some((d) => d.sentence === s && i >= d.from && i <= d.to)));
  if (rest.some((words) => words.some((w) => others.has(singular(w)) || kindless(words, kept, shared)))) return null;
  return rest.map((words) => words.join(' ').replace(/ ([.,?!;:])(?=\s|$)/g, '$1')).join(' ');
}
