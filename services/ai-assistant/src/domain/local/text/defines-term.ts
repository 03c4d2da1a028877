import { tag } from './nlp.js';

const cache = new Map<string, RegExp>();
/** One compiled pattern per term and shape: key terms test every term against many sentences. */
function compiled(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let pattern = cache.get(key);
  if (!pattern) {
    if (cache.size > 5000) cache.clear();
    pattern = new RegExp(source, flags);
    cache.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The term as written, also in the plural and after "the"/"a". */
const termSource = (term: string): string => `${escape(term)}(?:s|es)?`;

const HEDGES = String.raw`(?:(?:also|often|usually|generally|simply|sometimes|commonly|typically)\s+)?`;
/** Words after "is" that start a description of what the subject is. */
const DESCRIPTION_START = /^(?:an?|the|one|any|what|how|where|when|those|defined as)\b/i;
const STATES = String.raw`(?:means|refers? to|describes?|represents?|states? that|holds? that|is the term for|are the terms for)\b`;

/**
 * "Explicit costs are out-of-pocket costs": after the verb comes a noun phrase (describing words,
 * then a noun), not a quality ("is important"), a passive ("is thought to") or a denial ("are not").
 */
function nounPhraseComplement(rest: string): boolean {
  if (/^not\b/i.test(rest)) return false;
  if (DESCRIPTION_START.test(rest)) return true;
  const words = rest.replace(/\b\w+(?:-\w+)+/g, 'broad').split(/[,.;:()]/)[0] ?? '';
  const tokens = tag(words.split(/\s+/).slice(0, 5).join(' '));
  for (const token of tokens) {
    if (token.pos === 'NOUN') return true;
    if (token.pos !== 'ADJ') return false;
  }
  return false;
}

/** "X is a …", "X are out-of-pocket costs", "X refers to …", "The law of X states that …". */
function byCopula(sentence: string, term: string): boolean {
  const subject = compiled(String.raw`(?:^|[,;:]\s*)(?:an?\s+|the\s+)?${termSource(term)}["”]?\s*(?:\([^)]*\)\s*)?(?:(?:is|are|was|were)\s+${HEDGES}(.*)|${STATES})`, 'i');
  const match = subject.exec(sentence);
  if (!match) return false;
  return match[1] === undefined || nounPhraseComplement(match[1]);
}

/** "… called the plasma membrane", "… known as Gestalt psychology", "… (also known as X)". */
function byName(sentence: string, term: string): boolean {
  return compiled(String.raw`\b(?:called|known as|termed|named|dubbed|referred to as)\s+(?:an?\s+|the\s+)?["“]?${termSource(term)}\b`, 'i').test(sentence);
}

/**
 * "the Townshend Acts, a tax on consumer goods": a noun phrase with "a"/"an" up to the next comma,
 * without a verb of its own ("compounds, a given mass … will combine" is a new clause) and not one
 * item of a list ("medium of exchange, a store of value, and …"). ", the …" starts a clause too often.
 */
function appositive(sentence: string, t: string): boolean {
  const match = compiled(String.raw`(\d\s*)?\b${t}["”]?,\s+((?:an?)\s+[^,.;:]+)([,.;:]?)`, 'i').exec(sentence);
  // "rows, a total of 14 columns": an amount, not what the rows are.
  if (!match || match[1] || !match[2] || /^an?\s+(?:total|number|few|lot|bit|couple|variety|range|pair|handful|series|set|group|part|member|result)\b/i.test(match[2])) return false;
  // "your family, a sports team, your classmates, and …": one item of a list, not what the family is.
  if (match[3] === ',' && /^,\s+(?:(?:and|or)\b|[^,.;:]{1,40},\s+(?:and|or)\b)/i.test(sentence.slice((match.index ?? 0) + match[0].length - 1))) return false;
  return !tag(match[2]).some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && !/(?:ed|en|ing)$/i.test(token.text)));
}

/**
 * An appositive or a gloss: "Alexander Mackenzie, an officer of …", "perceptual hypotheses: educated
 * guesses …", "X (or Y)". A place or time that opens the sentence ("In Boston, a …") is a setting.
 */
function byApposition(sentence: string, term: string): boolean {
  const t = termSource(term);
  if (compiled(String.raw`^(?:in|at|on|by|after|before|during|for|from|with|to|under|since|like)\s+(?:the\s+)?${t}\s*,`, 'i').test(sentence)) return false;
  // A lower-case word after the colon: a description, not a title ("Watergate: Nixon's Nightmare").
  // "Term: what it is" opening the sentence, or "the media—the fourth estate—" closed by a second dash;
  // a colon or dash inside a sentence otherwise starts a list or an aside ("three areas: the event, …").
  const gloss = compiled(String.raw`^(?:an?\s+|the\s+)?${t}\s*(?::|—|–|\s-)\s*(?!(?:it|they|this|these|he|she|we|you)\b)([a-z])`, 'i').exec(sentence)
    ?? compiled(String.raw`\b${t}\s*[—–]\s*((?:an?|the)\s)[^—–,;:]{3,60}[—–]`, 'i').exec(sentence);
  // "metals (elements that are shiny …)", "X (or Y)".
  const alias = compiled(String.raw`\b${t}\s*\((?:or|also|i\.e\.|[a-z][^)]*\b(?:that|which|who)\b)`, 'i').exec(sentence);
  // "Francium, the last natural element to be discovered, was …": the subject with its description.
  const opening = compiled(String.raw`^(?:the\s+)?${t},\s+(?:an?|the)\s+[^,]+,\s+(?:is|are|was|were|has|had)\b`, 'i').exec(sentence);
  return appositive(sentence, t) || /[a-z]/.test(gloss?.[1] ?? '') || alias !== null || opening !== null;
}

/** Does the sentence say what the term is (not only use it)? */
export function definesTerm(sentence: string, term: string): boolean {
  if (!sentence.toLowerCase().includes(term.toLowerCase())) return false;
  return byName(sentence, term) || byCopula(sentence, term) || byApposition(sentence, term);
}

const SUBJECT = String.raw`[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}?`;

/** "Explicit costs are out-of-pocket costs." → "Explicit costs": the subject of a sentence that says what it is. */
export function copulaSubject(sentence: string): string | null {
  const match = compiled(String.raw`^(?:an?\s+|the\s+)?(${SUBJECT})\s*(?:\([^)]*\)\s*)?\b(?:is|are|was|were)\s+${HEDGES}(.*)$`, 'i').exec(sentence);
  // "One Gestalt principle is …", "Some cells are …": an example or a part of the kind, not its definition.
  if (!match?.[1] || /^(?:one|another|some|many|most|each|every|all|several|few|two|three|four|both|this|that|these|those|its|their|our|his|her)\b/i.test(match[1])) return null;
  return match[2] !== undefined && nounPhraseComplement(match[2]) ? match[1] : null;
}

/** "need nitrates" → "nitrates": the describing words and nouns at the end of a lower-case phrase. */
function nounEnd(phrase: string): string {
  if (/^[A-Z]/.test(phrase)) return phrase;
  const tokens = tag(phrase);
  let start = tokens.length;
  while (start > 0 && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[start - 1]?.pos ?? '')) start--;
  return tokens.slice(start).map((t) => t.text).join(' ');
}

// Not the surname after an initial ("Susan B. Anthony") nor the end of a hyphenated word ("45-degree line").
const NAME_OR_PHRASE = String.raw`(?<![A-Z]\.\s|[-‐‑\w])((?:[A-Z][\w'’-]+\s+(?:of\s+)?){0,3}[A-Z][\w'’-]+|[a-z][\w-]+(?:\s+[a-z][\w-]+)?)`;

/**
 * "George McGovern, a strong opponent of the war" → "George McGovern"; "a nucleus, an organelle …" →
 * "nucleus"; "metals (elements that are shiny …)" → "metals"; "Francium, the last element to …, was".
 */
export function appositiveSubjects(sentence: string): string[] {
  const found: string[] = [];
  const candidates = compiled(String.raw`(?:^|\b)${NAME_OR_PHRASE}["”]?(?:,\s+(?:an?|the)\s|\s*\([a-z])`, 'g');
  for (const match of sentence.matchAll(candidates)) {
    const phrase = nounEnd(match[1] ?? '');
    if (phrase && byApposition(sentence, phrase)) found.push(phrase);
  }
  return found;
}
