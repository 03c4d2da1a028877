import type { KeyTerm } from '@studyhall/ai-contracts';
import type { MathTopic } from './word-problems/types.js';
import { extractKeyTerms } from './text/key-terms.js';
import { lessonPhrases } from './lesson-phrases.js';
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
  /** Every maths topic the lesson teaches, main one first (empty when it is not about mathematics). */
  mathTopics: MathTopic[];
}

const TOPIC_WORDS: Array<[MathTopic, RegExp]> = [
  ['percent', /\bpercent(?:age)?s?\b|%/gi],
  ['fractions', /\bfractions?\b|\bnumerators?\b|\bdenominators?\b/gi],
  ['average', /\b(?:average|mean|median|mode)s?\b/gi],
  ['rates', /\b(?:rates?|ratios?|speed|per hour|unit price|proportions?)\b/gi],
  ['division', /\b(?:divide|division|quotient|divisor|dividend)\b/gi],
  ['multiplication', /\b(?:multiply|multiplication|product|factors?|times tables?)\b/gi],
  ['subtraction', /\b(?:subtract|subtraction|difference|minus)\b/gi],
  ['probability', /\bprobabilit(?:y|ies)\b|\bchances?\b|\blikelihood\b/gi],
];

const MATH_WORK = /\b(?:calculate|compute|formula|equation|solve|add|subtract|multiply|divided by|sum)\b/gi;

/**
 * The maths topics a lesson teaches, most named first. "Cell division" or a poll's percentages do not
 * make a lesson a maths lesson: the main topic must be named often, or together with the words of
 * doing maths. A second topic named nearly as often counts too.
 */
export function mathTopicsOf(text: string): MathTopic[] {
  const counts = TOPIC_WORDS.map(([topic, pattern]): [MathTopic, number] => [topic, text.match(pattern)?.length ?? 0]);
  const ranked = counts.sort((a, b) => b[1] - a[1]);
  const [topic, count] = ranked[0] ?? ['percent', 0];
  const work = text.match(MATH_WORK)?.length ?? 0;
  if (!(count >= 10 || (count >= 3 && work >= 2))) return [];
  const topics = [topic, ...ranked.slice(1).filter(([, n]) => n >= 10 && n * 2 >= count).map(([t]) => t)];
  // Chance and means taught together are expected value: the long-run mean of a chance outcome.
  return topics.includes('probability') && topics.includes('average') ? ['expected-value'] : topics;
}

/** The maths topic named most often, or null for a lesson that is not about mathematics. */
export function mathTopicOf(text: string): MathTopic | null {
  return mathTopicsOf(text)[0] ?? null;
}

export function analyzeLesson(text: string, keyIdeaCount = 5): LessonAnalysis {
  const sentences = splitSentences(text)
    .filter((s) => s.length >= 20 && s.length <= 300 && !isHeading(s))
    .map(tidySentence);
  let phrases: string[] | null = null;
  return {
    sentences, keyIdeas: keySentences(text, keyIdeaCount), keyTerms: extractKeyTerms(text), ...topicsOf(text),
    // Only quizzes use the phrases: worked out on first use, so a summary does not pay for them.
    get phrases() {
      phrases ??= lessonPhrases(splitSentences(text));
      return phrases;
    },
  };
}

function topicsOf(text: string): Pick<LessonAnalysis, 'mathTopic' | 'mathTopics'> {
  const mathTopics = mathTopicsOf(text);
  return { mathTopic: mathTopics[0] ?? null, mathTopics };
}

/** "Photosynthesis and Cell Energy": short and unpunctuated, a heading rather than a statement. */
function isHeading(line: string): boolean {
  return !/[.!?:;]["')\]]?$/.test(line.trim()) && line.split(/\s+/).length <= 8;
}
