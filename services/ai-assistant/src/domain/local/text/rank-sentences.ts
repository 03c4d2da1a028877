import { isHeadingBlock } from './headings.js';
import { contentWords, splitSentences, tidySentence } from './sentences.js';

export interface RankedSentence {
  index: number;
  text: string;
  score: number;
}

/** "However,", "Therefore,", "On the other hand,": the opening of a sentence that answers the one before. */
const CONNECTIVE = /^(?:however|therefore|thus|hence|so|but|also|moreover|furthermore|besides|additionally|instead|otherwise|similarly|likewise|still|yet|then|in addition|in contrast|by contrast|on the other hand|as a result|in other words|in this case|even so)\b,?\s*/i;

/**
 * TF-IDF-ish ranking where each sentence is a "document": a sentence scores by the summed weight of
 * its content words (frequent in the lesson, concentrated in few sentences), normalized by length.
 */
export function rankSentences(sentences: readonly string[]): RankedSentence[] {
  const tokenized = sentences.map(contentWords);
  const termFrequency = new Map<string, number>();
  const sentenceFrequency = new Map<string, number>();
  for (const tokens of tokenized) {
    for (const token of tokens) termFrequency.set(token, (termFrequency.get(token) ?? 0) + 1);
    for (const token of new Set(tokens)) sentenceFrequency.set(token, (sentenceFrequency.get(token) ?? 0) + 1);
  }
  const n = Math.max(1, sentences.length);
  const weight = (token: string): number =>
    Math.log(1 + (termFrequency.get(token) ?? 0)) * Math.log(1 + n / (sentenceFrequency.get(token) ?? 1));
  return sentences.map((text, index) => {
    const tokens = tokenized[index] ?? [];
    const unique = [...new Set(tokens)];
    const raw = unique.reduce((sum, token) => sum + weight(token), 0);
    const lengthPenalty = tokens.length < 4 ? 0.3 : tokens.length > 30 ? 0.7 : 1;
    const positionBonus = index === 0 ? 1.15 : 1;
    const furniture = /^(?:fig(?:ure)?\.?|table|see|source|chart)\s/i.test(text) ? 0.3 : 1;
    // An example illustrates an idea; the sentence that states it is the key idea.
    const example = /^(?:for example|for instance|e\.g\.|if you\b|if we\b)/i.test(text.replace(CONNECTIVE, '')) ? 0.6 : 1;
    // "It means total revenue minus …", "However, …": a sentence that leans on the one before reads badly on its own.
    const leaning = /^(?:it|they|this|these|those|he|she|its|their)\b/i.test(text) || CONNECTIVE.test(text) ? 0.7 : 1;
    // "A statistic is a number that …", "X is called Y": what the lesson teaches, said in its own words.
    const defining = /^[^,]{0,60}?\b(?:is|are)\s+(?:an?|the|called|defined as)\b|\b(?:is|are) called\b/i.test(text) ? 1.3 : 1;
    return { index, text, score: (raw / Math.sqrt(Math.max(1, unique.length))) * lengthPenalty * positionBonus * furniture * example * leaning * defining };
  });
}

/** "161719202021…": a table's column read as one number; the sentence around it is no idea. */
const TABLE_RUN = /\d{10,}/;
/** "σ = = 0.7": a formula whose symbol (a root, a fraction bar) was lost in the PDF's text. */
const LOST_SYMBOL = /=\s*=/;
/** "Use the following information to answer the next three exercises": the book's exercise set, not the lesson. */
const EXERCISE = /\b(?:use the following (?:information|data|table|figure|graph) to answer|answer the (?:next|following) (?:\w+ )?(?:exercises?|questions?|problems?))\b/i;

/** The top `count` sentences, returned in their original order. */
export function keySentences(text: string, count: number): string[] {
  // Headings ("Population versus Sample") name a part of the lesson; they are not ideas of it.
  const sentences = splitSentences(text).filter((s) => s.length <= 400 && !isHeadingBlock(s) && !TABLE_RUN.test(s) && !LOST_SYMBOL.test(s) && !EXERCISE.test(s));
  return rankSentences(sentences)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((ranked) => tidySentence(ranked.text));
}
