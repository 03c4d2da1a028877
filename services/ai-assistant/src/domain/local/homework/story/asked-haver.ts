import type { Story } from './read-story.js';

/**
 * changes: the person the question asks to have something ("How many marbles does Mike have now?",
 * "How much money will Sara have left?"), or null when the question names no haver ("How many cards
 * remain in Jason's possession?", "How many houses are in Lincoln County now?").
 */
export function askedHaver(story: Story): string | null {
  const subject = story.question.subject;
  if (!subject || !/^[a-z]+$/.test(subject)) return null;
  const has = new RegExp(`\\b(?:does|did|do|will|would|can|could|should)\\s+(?:mrs?\\s+|ms\\s+)?${subject}\\s+(?:still\\s+|now\\s+)?(?:have|own|keep|hold|end up)\\b|\\b${subject}\\s+(?:still\\s+|now\\s+)?(?:has|have|had|owns|keeps|holds)\\b`, 'i');
  return has.test(story.question.text) ? subject : null;
}
