import type { KeyTerm } from '@studyhall/ai-contracts';
import { tag } from './nlp.js';
import { appositiveSubjects, copulaSubject, definesTerm } from './defines-term.js';
import { isHeadingBlock } from './headings.js';
import { repeatedNounPhrases } from './noun-phrases.js';
import { STOP_WORDS, splitSentences, tidySentence, words } from './sentences.js';

const TERM = String.raw`[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}?`;
const WHOLE_TERM = String.raw`[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}`;
const DEFINING_PATTERNS: RegExp[] = [
  new RegExp(String.raw`^(?:an?\s+|the\s+)?(${TERM})\s*(?:\([^)]*\)\s*)?(?:is|are)\s+(?:defined as|an?\s|the\s|\w+\s+(?:structures?|organelles?|process(?:es)?|layers?|parts?|types?|kinds?|forms?|substances?|molecules?|organs?|units?|groups?|methods?)\b)`, 'i'),
  new RegExp(String.raw`^(?:an?\s+|the\s+)?(${TERM})\s+(?:refers? to|means|describes|is the term for)\s`, 'i'),
  // "… known as Deep Throat fed …": a name of capitalised words, whole (not one that opens with "An Act …").
  new RegExp(String.raw`\b(?:called|known as|termed|named)\s+(?:the\s+)?["'“]?(?!(?:An?|The)\s)([A-Z][\w'’-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’-]*){1,3})\b`),
  // "… is called descriptive statistics.": the whole phrase up to the punctuation, not its first word.
  new RegExp(String.raw`\b(?:called|known as|termed|named)\s+(?:an?\s+|the\s+)?["'“]?(${WHOLE_TERM})["'”]?(?=\s*[,.;:)]|\s*$|\s+(?:or|and|because|which|that|when|to|for|in)\s)`, 'i'),
  new RegExp(String.raw`\b(?:called|known as|termed|named)\s+(?:an?\s+|the\s+)?["'“]?(${TERM})["'”]?(?=[\s,.;:]|$)`, 'i'),
  new RegExp(String.raw`^(${TERM})(?:\s*[:–—]|\s+-)\s+\S`, 'i'),
  new RegExp(String.raw`^[^,]{3,60},\s+(?:an?\s+|the\s+)?(${TERM})\s+(?:is|are)\s+(?:an?\s|the\s)`, 'i'),
];

const NOT_A_TERM = new Set([
  'it', 'this', 'that', 'these', 'those', 'there', 'they', 'he', 'she', 'we', 'you', 'which', 'what', 'here', 'one',
  'each', 'example', 'answer', 'result', 'when', 'if', 'because', 'although', 'while', 'after', 'before', 'since',
  'as', 'so', 'but', 'and', 'or', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'during', 'many', 'some', 'most',
  'all', 'both', 'its', 'their', 'our', 'his', 'her', 'today', 'now', 'then', 'also', 'only', 'not', 'no',
]);

/** A term is a noun phrase: describing words and nouns ("light-dependent reactions", "Tariff of 1828"), ending in a noun. */
const nounPhraseMemo = new Map<string, boolean>();

function isNounPhrase(term: string): boolean {
  const known = nounPhraseMemo.get(term);
  if (known !== undefined) return known;
  if (nounPhraseMemo.size > 2000) nounPhraseMemo.clear();
  const result = tagsAsNounPhrase(term);
  nounPhraseMemo.set(term, result);
  return result;
}

function tagsAsNounPhrase(term: string): boolean {
  // A name of capitalised words ("Townshend Acts", "Bill of Rights"), however the tagger reads "Acts".
  if (/^[A-Z][\w'’-]+(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’-]+)+$/.test(term)) return true;
  const tokens = tag(`The ${term} is here.`).slice(1, -3);
  if (tokens.length === 0) return false;
  const last = tokens[tokens.length - 1];
  const allowed = (t: { pos: string; text: string }, i: number): boolean =>
    ['ADJ', 'NOUN', 'PROPN', 'PUNCT'].includes(t.pos) || (i > 0 && (t.text === 'of' || t.pos === 'NUM'));
  return tokens.every(allowed) && (last?.pos === 'NOUN' || last?.pos === 'PROPN' || last?.pos === 'NUM');
}

function cleanTerm(raw: string): string | null {
  const term = raw.replace(/^["'“]|["'”]$/g, '').replace(/^(?:the|a|an)\s+/i, '').replace(/\s+/g, ' ').trim();
  const tokens = words(term);
  // "Li", "Sr": a symbol or an abbreviation is not a term to learn on its own.
  if (tokens.length === 0 || tokens.length > 4 || term.length > 40 || term.length <= 2) return null;
  if (NOT_A_TERM.has(tokens[0] ?? '') || tokens.every((t) => STOP_WORDS.has(t))) return null;
  if (/^\d/.test(term) || !isNounPhrase(term)) return null;
  return term;
}

function definedTerm(sentence: string): string | null {
  for (const pattern of DEFINING_PATTERNS) {
    const match = pattern.exec(sentence);
    const term = match?.[1] ? cleanTerm(match[1]) : null;
    if (term) return term;
  }
  // Then the general shapes: "X are out-of-pocket costs", "X, an officer of …" (a shorter phrase of a longer name only when that fails).
  const subject = copulaSubject(sentence);
  const candidates = [...(subject ? [subject] : []), ...(/,\s+(?:an?|the)\s|\([a-z]/.test(sentence) ? appositiveSubjects(sentence) : [])];
  for (const candidate of candidates) {
    const term = cleanTerm(candidate) ?? cleanTerm(candidate.split(/\s+/).slice(-2).join(' '));
    if (term) return term;
  }
  return null;
}

/** Capitalised phrases used at least twice (not only as a sentence's first word), e.g. "Newton's First Law". */
function repeatedProperNouns(sentences: readonly string[]): Map<string, string> {
  const counts = new Map<string, { count: number; first: string }>();
  for (const sentence of sentences) {
    const inner = sentence.replace(/^\S+\s*/, '');
    for (const match of inner.matchAll(/\b[A-Z][a-z'-]+(?:\s+(?:of\s+)?[A-Z][a-z'-]+){0,3}\b/g)) {
      const term = cleanTerm(match[0]);
      if (!term) continue;
      const entry = counts.get(term) ?? { count: 0, first: sentence };
      entry.count++;
      counts.set(term, entry);
    }
  }
  const repeated = new Map<string, string>();
  for (const [term, entry] of counts) {
    const multiWord = term.includes(' ');
    // A name is a key term when the lesson says who or what it is ("Alexander Mackenzie, an officer of …").
    const defining = entry.count >= (multiWord ? 2 : 3) ? sentences.find((s) => definesTerm(s, term)) : undefined;
    if (defining) repeated.set(term, defining);
  }
  return repeated;
}

/** Key terms with the lesson sentence that defines them, in order of first appearance. */
const termsMemo = new Map<string, KeyTerm[]>();

export function extractKeyTerms(text: string, limit = 8): KeyTerm[] {
  const key = `${limit}:${text}`;
  const known = termsMemo.get(key);
  if (known) return known;
  const terms = keyTermsOf(text, limit);
  if (termsMemo.size >= 8) termsMemo.delete(termsMemo.keys().next().value ?? '');
  termsMemo.set(key, terms);
  return terms;
}

function keyTermsOf(text: string, limit: number): KeyTerm[] {
  // A heading ("Watergate: Nixon's Domestic Nightmare") names a part of the lesson; it defines nothing.
  const all = splitSentences(text).filter((s) => !isHeadingBlock(s));
  const sentences = all.every((s) => s.length <= 400) ? all : all.filter((s) => s.length <= 400);
  const found = new Map<string, KeyTerm>();
  const add = (term: string, sentence: string): void => {
    const key = term.toLowerCase().replace(/s$/, '');
    if (!found.has(key) && found.size < limit) found.set(key, { term: capitalize(term), definition: tidySentence(sentence) });
  };
  for (const sentence of sentences) {
    const term = definedTerm(sentence);
    if (term) add(term, sentence);
  }
  for (const [term, sentence] of repeatedProperNouns(sentences)) add(term, sentence);
  // Then the lesson's most used noun phrases, each with the first sentence that says what it is.
  for (const use of repeatedNounPhrases(sentences)) {
    if (found.size >= limit) break;
    const defining = sentences.find((s) => definesTerm(s, use.phrase));
    if (defining && !covered(found, use.phrase)) add(use.phrase, defining);
  }
  const terms = [...found.values()];
  // "Bill" beside "Bill of Rights": the longer, more precise term stays.
  return terms.filter((t) => !terms.some((o) => o !== t && new RegExp(`\\b${escape(t.term)}\\b`, 'i').test(o.term)) && !/\b[a-z]\b/i.test(t.term));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Bill" when "Bill of Rights" is already a term, or the other way round: keep one. */
function covered(found: Map<string, KeyTerm>, phrase: string): boolean {
  const key = phrase.toLowerCase();
  return [...found.keys()].some((k) => k.includes(key) || key.includes(k));
}

function capitalize(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}
