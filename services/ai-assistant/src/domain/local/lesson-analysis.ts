import type { KeyTerm } from '@studyhall/ai-contracts';
import type { MathTopic } from './word-problems/types.js';
import { extractKeyTerms } from './text/key-terms.js';
import { repeatedNounPhrases } from './text/noun-phrases.js';
import { keySentences } from './text/rank-sentences.js';
import { splitSentences, tidySentence } from './text/sentences.js';

/** What the local provider knows about a lesson: its sentences, key ideas and key terms. */
export interface LessonAnalysis {
  sentences: string[];
  keyIdeas: string[];
  keyTerms: KeyTerm[];
  /** The lesson's most used noun phrases ("plasma membrane"), for fill-in questions. */
  phrases: string[];
  /** The mathematics the lesson teaches, or null for a lesson that is not about mathematics. */
  mathTopic: MathTopic | null;
}

const TOPIC_WORDS: Array<[MathTopic, RegExp]> = [
  ['percent', /\bpercent(?:age)?s?\b|%/gi],
  ['fractions', /\bfractions?\b|\bnumerators?\b|\bdenominators?\b/gi],
  ['average', /\b(?:average|mean|median|mode)s?\b/gi],
  ['rates', /\b(?:rates?|ratios?|speed|per hour|unit price|proportions?)\b/gi],
  ['division', /\b(?:divide|division|quotient|divisor|dividend)\b/gi],
  ['multiplication', /\b(?:multiply|multiplication|product|factors?|times tables?)\b/gi],
  ['subtraction', /\b(?:subtract|subtraction|difference|minus)\b/gi],
  ['probability', /\bprobabilit(?:y|ies)\b|\bchances?\b|\bequally likely\b|\bsample space\b|\boutcomes?\b/gi],
];

const MATH_WORK = /\b(?:calculate|compute|formula|equation|solve|add|subtract|multiply|divided by|sum)\b/gi;

/**
 * The maths topic named most often. "Cell division" or a poll's percentages do not make a lesson a
 * maths lesson: the topic must be named often, or together with the words of doing maths.
 */
export function mathTopicOf(text: string): MathTopic | null {
  // An expected value is a mean weighted by probabilities: such a lesson practises averages, not single draws.
  const expectedValue = (text.match(/\bexpected values?\b/gi)?.length ?? 0) >= 2;
  const counts = TOPIC_WORDS.map(([topic, pattern]): [MathTopic, number] => [topic, topic === 'probability' && expectedValue ? 0 : text.match(pattern)?.length ?? 0]);
  const [topic, count] = counts.sort((a, b) => b[1] - a[1])[0] ?? ['percent', 0];
  const work = text.match(MATH_WORK)?.length ?? 0;
  return count >= 10 || (count >= 3 && work >= 2) ? topic : null;
}

export function analyzeLesson(text: string, keyIdeaCount = 5): LessonAnalysis {
  const sentences = splitSentences(text)
    .filter((s) => s.length >= 20 && s.length <= 300 && !isHeading(s))
    .map(tidySentence);
  let phrases: string[] | null = null;
  return {
    sentences, keyIdeas: keySentences(text, keyIdeaCount), keyTerms: extractKeyTerms(text), mathTopic: mathTopicOf(text),
    // Only quizzes use the phrases: worked out on first use, so a summary does not pay for them.
    get phrases() {
      phrases ??= repeatedNounPhrases(splitSentences(text)).map((use) => use.phrase).filter((p) => !/\b[a-z]\b/i.test(p)).slice(0, 16);
      return phrases;
    },
  };
}

/** "Photosynthesis and Cell Energy": short and unpunctuated, a heading rather than a statement. */
function isHeading(line: string): boolean {
  return !/[.!?:;]["')\]]?$/.test(line.trim()) && line.split(/\s+/).length <= 8;
}
