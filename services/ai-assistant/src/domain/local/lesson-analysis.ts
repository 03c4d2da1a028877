import type { KeyTerm } from '@studyhall/ai-contracts';
import { extractKeyTerms } from './text/key-terms.js';
import { keySentences } from './text/rank-sentences.js';
import { splitSentences, tidySentence } from './text/sentences.js';

/** What the local provider knows about a lesson: its sentences, key ideas and key terms. */
export interface LessonAnalysis {
  sentences: string[];
  keyIdeas: string[];
  keyTerms: KeyTerm[];
}

export function analyzeLesson(text: string, keyIdeaCount = 5): LessonAnalysis {
  const sentences = splitSentences(text)
    .filter((s) => s.length >= 20 && s.length <= 300 && !isHeading(s))
    .map(tidySentence);
  return { sentences, keyIdeas: keySentences(text, keyIdeaCount), keyTerms: extractKeyTerms(text) };
}

/** "Photosynthesis and Cell Energy": short and unpunctuated, a heading rather than a statement. */
function isHeading(line: string): boolean {
  return !/[.!?:;]["')\]]?$/.test(line.trim()) && line.split(/\s+/).length <= 8;
}
