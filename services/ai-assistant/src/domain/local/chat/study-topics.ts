import { HABIT_TOPICS } from './topics-habits.js';
import { MEMORY_TOPICS } from './topics-memory.js';
import { UNDERSTANDING_TOPICS } from './topics-understanding.js';

/** A piece of study advice the assistant can give, and the words that ask for it. */
export interface StudyTopic {
  id: string;
  title: string;
  /** Lower-case words or phrases; a phrase counts more than a single word. */
  cues: string[];
  /** Independent tips, given one or two at a time so follow-ups get something new. */
  tips: string[];
}

export const STUDY_TOPICS: StudyTopic[] = [...MEMORY_TOPICS, ...UNDERSTANDING_TOPICS, ...HABIT_TOPICS];
