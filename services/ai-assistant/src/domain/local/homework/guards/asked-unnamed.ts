import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * Two ways a question asks about something the story never names, so no reading of the story
 * answers it (the reading found is about what the story does name):
 * - "There are 63 magazines. Each box holds 9 magazines. How many bags are needed?": the things
 *   counted for a need are not the boxes the story packs into (main said 7 bags);
 * - "There were 7 kids. Each kid had 3 stickers. How many stickers did the teacher have?": the one
 *   asked about ("the teacher") is not in the story (main said 21).
 */
const NEED = /\b(?:needed|need|needs|required|require|necessary|fill|filled|use|used|take|takes)\b/;
const COUNTED = /\bhow many ([a-z]+)\b/;
const DOER = /\b(?:did|does|do|will|would|can|could|should) the ((?:[a-z]+ )?[a-z]+)\b/;

const stem = (word: string): string => word.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
const named = (word: string, facts: string): boolean => new RegExp(`\\b${stem(word)}`).test(facts);

export function askedUnnamed(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const question = parts.question.toLowerCase();
  const facts = parts.facts.toLowerCase();
  const counted = COUNTED.exec(question)?.[1];
  if (counted && NEED.test(question) && !/^(?:more|times|of|in|to|are|were|is|was|do|does|did)$/.test(counted) && !named(counted, facts)) {
    return 'the things counted are not in the story';
  }
  const doer = DOER.exec(question)?.[1];
  if (doer && !doer.split(' ').some((word) => named(word, facts))) return 'the one asked is not in the story';
  return null;
}
