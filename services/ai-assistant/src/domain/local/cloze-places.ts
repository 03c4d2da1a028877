/**
 * Where a phrase of a lesson sentence can become the blank of a fill-in question. A blank must leave
 * a readable sentence that asks about the lesson: not half of a hyphenated word ("figure-_____"), not
 * a piece of a longer name ("National Institutes of _____"), not an author of a citation.
 */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Place {
  before: string;
  after: string;
}

const patterns = new Map<string, RegExp>();

/** One compiled pattern per phrase: a quiz tests the same phrases against every sentence. */
function phrasePattern(phrase: string): RegExp {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    if (patterns.size > 5000) patterns.clear();
    pattern = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'i');
    patterns.set(phrase, pattern);
  }
  return pattern;
}

/** The first whole-word occurrence of the phrase in the sentence (any case). */
export function placeOf(sentence: string, phrase: string): Place | null {
  if (!sentence.toLowerCase().includes(phrase.toLowerCase())) return null;
  const match = phrasePattern(phrase).exec(sentence);
  if (!match) return null;
  return { before: sentence.slice(0, match.index), after: sentence.slice(match.index + match[0].length) };
}

/** "figure-ground" or "Baseball-Almanac": the phrase is glued to another word. */
function glued(place: Place): boolean {
  return /[-‐‑–—’'/]$/.test(place.before) || /^[-‐‑–—/]\w|^['’]\w/.test(place.after);
}

/** "National Institutes" of "National Institutes of Health", "Health" of the same name. */
function insideName(place: Place, phrase: string): boolean {
  const words = place.before.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  // A capital after the first word of the sentence, an initial or abbreviation ("G.", "U.S."), or "Capital of" just before.
  const nameBefore = (words.length >= 2 && /^[A-Z][\w'’]*\.?$/.test(last)) || /(?:^|\W)(?:[A-Z]\.)+$/.test(last) || (/^(?:of|the)$/.test(last) && /^[A-Z]/.test(words[words.length - 2] ?? ''));
  const nameAfter = /^\s+of\s+(?:the\s+)?[A-Z]/.test(place.after) || /^\s+[A-Z]\.\s/.test(place.after) || (/^[A-Z]/.test(phrase) && /^\s+[A-Z](?:[a-z]|\.)/.test(place.after));
  return nameBefore || nameAfter;
}

/** Inside a parenthesis, or the author of a citation ("Siegel (2008)", "(Rock & Palmer, 1990)"). */
function citation(place: Place): boolean {
  const open = (place.before.match(/\(/g)?.length ?? 0) > (place.before.match(/\)/g)?.length ?? 0);
  return open || /^\s*(?:\(\s*)?(?:\d{4}|n\.d\.|et al)/.test(place.after) || /^\s*,\s*\d{4}/.test(place.after);
}

/** Every occurrence of the phrase can be a blank: masking a term everywhere must not cut "bone-forming" into "_____-forming". */
export function everyPlaceClean(sentence: string, phrase: string): boolean {
  const pattern = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'gi');
  return [...sentence.matchAll(pattern)].every((m) => {
    const place = { before: sentence.slice(0, m.index), after: sentence.slice(m.index + m[0].length) };
    return !glued(place) && !insideName(place, phrase) && !citation(place);
  });
}

/** A phrase that can be blanked in this sentence, leaving enough of it to answer from. */
export function blankable(sentence: string, phrase: string): boolean {
  if (sentence.includes('()')) return false;
  const place = placeOf(sentence, phrase);
  if (!place || glued(place) || insideName(place, phrase) || citation(place)) return false;
  // "attempt to _____ a digit": a noun of the lesson used here as a verb.
  const asWritten = sentence.slice(place.before.length, place.before.length + phrase.length);
  if (/^[a-z]+$/.test(asWritten) && /\b(?:to|can|could|will|would|shall|should|may|might|must|not)\s+$/i.test(place.before)) return false;
  return `${place.before} ${place.after}`.split(/\s+/).filter((w) => /\w/.test(w)).length >= 6;
}

const joinedMemo = new WeakMap<readonly string[], Set<string>>();

/** Every "left|right" pair of up to four words on either side of "and", "or", "nor", "versus" in the lesson. */
function joinedPairs(sentences: readonly string[]): Set<string> {
  let pairs = joinedMemo.get(sentences);
  if (pairs) return pairs;
  pairs = new Set();
  for (const sentence of sentences) {
    const lower = sentence.toLowerCase();
    for (const match of lower.matchAll(/([a-z0-9'’ -]+?)\W+(?:and|or|nor|versus|vs\.?)\s+(?:the\s+)?([a-z0-9'’ -]+)/g)) {
      const left = (match[1] ?? '').trim().split(/\s+/).slice(-4);
      const right = (match[2] ?? '').trim().split(/\s+/).slice(0, 4);
      for (let i = 0; i < left.length; i++) for (let j = 1; j <= right.length; j++) pairs.add(`${left.slice(i).join(' ')}|${right.slice(0, j).join(' ')}`);
    }
  }
  joinedMemo.set(sentences, pairs);
  return pairs;
}

/** "sensation and perception": two phrases the lesson joins, which could trade places in a blank. */
export function joinedInLesson(sentences: readonly string[], a: string, b: string): boolean {
  const pairs = joinedPairs(sentences);
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return pairs.has(`${x}|${y}`) || pairs.has(`${y}|${x}`);
}

/**
 * A phrase the tagger cut well: not "articulated Great Britain" or "board McGovern" (a word before a
 * name), not "proportions states" (a verb read as a noun), not only ever half of a hyphenated phrase
 * ("term characteristics" of "long-term characteristics"); and a capitalised word is a name only
 * when it is capitalised inside a sentence and is not always part of a longer name ("Stamp" of
 * "Stamp Act").
 */
export function wellCut(phrase: string, sentences: readonly string[]): boolean {
  if (/\b[a-z][\w'’-]*\s+[A-Z]/.test(phrase) || /\b[a-z]\w*[^s\W]s\s+[a-z]\w*[^s\W]s$/.test(phrase)) return false;
  // "shoemaker trading shoes", "industries use gold", "services today": a verb or an adverb read as a noun.
  if (/\s\w+ing\s|\b(?:today|tomorrow|yesterday|now|use|uses|used|make|makes|made)\b/i.test(phrase)) return false;
  // Only ever an abbreviation ("Const. amend.") or glued into another word: not a phrase to ask about.
  const clean = (place: Place | null): boolean => place !== null && !glued(place) && !/^\.\s*[a-z]/.test(place.after);
  if (!sentences.some((s) => clean(placeOf(s, phrase)))) return false;
  if (!/^[A-Z]/.test(phrase)) return true;
  const name = /^[A-Z]\S*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z]\S*)+$/.test(phrase);
  return sentences.some((sentence) => {
    if (name && sentence.startsWith(phrase)) return true;
    const place = placeOf(sentence.slice(1), phrase);
    return place !== null && place.before.trim() !== '' && !insideName({ before: sentence.charAt(0) + place.before, after: place.after }, phrase);
  });
}

const flatMemo = new WeakMap<readonly string[], string>();
const flat = (text: string): string => text.toLowerCase().replace(/\.(?!\d)/g, ' ').replace(/[^\p{L}\p{N}%.-]+/gu, ' ').replace(/\s+/g, ' ').trim();

/**
 * The lesson itself puts this phrase in the blank's place: the three words before the blank, or the
 * three after it, stand next to the phrase somewhere in the lesson ("forward and reverse reactions",
 * "forward and reverse reaction rates"). Such a distractor would be a second right answer.
 */
export function fitsSlot(sentences: readonly string[], place: Place, phrase: string): boolean {
  let lesson = flatMemo.get(sentences);
  if (lesson === undefined) flatMemo.set(sentences, (lesson = ` ${flat(sentences.join(' '))} `));
  const before = flat(place.before).split(' ').filter(Boolean).slice(-3).join(' ');
  const after = flat(place.after).split(' ').filter(Boolean).slice(0, 3).join(' ');
  const p = flat(phrase);
  return (before.split(' ').length === 3 && lesson.includes(` ${before} ${p} `)) || (after.split(' ').length === 3 && lesson.includes(` ${p} ${after} `));
}
