import type { KeyTerm } from '@studyhall/ai-contracts';
import type { MathTopic } from './word-problems/types.js';
import { extractKeyTerms } from './text/key-terms.js';
import { mathTopicsOf } from './math-topics.js';
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

export { mathTopicsOf };
