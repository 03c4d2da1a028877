import type { ChatMessage } from '@studyhall/ai-contracts';
import { STUDY_TOPICS, type StudyTopic } from './study-topics.js';

export type LessonRequest = 'mnemonic' | 'summary' | 'quiz-me' | 'explain' | 'none';

export interface ChatIntent {
  topics: StudyTopic[];
  lessonRequest: LessonRequest;
  /** The term the student asks about ("what is osmosis?"), if any. */
  askedTerm: string | null;
  greeting: boolean;
  thanks: boolean;
  /** Tips already given in this conversation, so follow-ups get new ones. */
  alreadySaid: Set<string>;
}

const FOLLOW_UP = /^(?:more|another|and\b|what else|tell me more|go on|continue|any other|other (?:tips|ways)|give me (?:an )?example|example|how\??$|why\??$|ok(?:ay)?\b|yes\b|sure\b)/i;

function topicScores(text: string): Map<StudyTopic, number> {
  const lower = ` ${text.toLowerCase()} `;
  const scores = new Map<StudyTopic, number>();
  for (const topic of STUDY_TOPICS) {
    const score = topic.cues.reduce((sum, cue) => sum + (lower.includes(` ${cue}`) ? (cue.includes(' ') ? 3 : 2) : 0), 0);
    if (score > 0) scores.set(topic, score);
  }
  return scores;
}

/** The topic an earlier assistant answer was about: answers name their topic in a bold heading. */
function previousTopic(messages: readonly ChatMessage[]): StudyTopic | null {
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant');
  return lastAnswer ? (STUDY_TOPICS.find((t) => lastAnswer.content.includes(`**${t.title}**`)) ?? null) : null;
}

function lessonRequest(text: string): LessonRequest {
  if (/\b(memori[sz]e|remember|mnemonic|acronym|learn (?:these|the) (?:terms|words))\b/i.test(text)) return 'mnemonic';
  if (/\b(summar(?:y|ize|ise)|main (?:ideas|points)|key (?:ideas|points)|tl;?dr|overview)\b/i.test(text)) return 'summary';
  if (/\b(quiz me|test me|ask me|practice questions?)\b/i.test(text)) return 'quiz-me';
  if (/\b(what (?:is|are|does)|explain|define|meaning of|understand)\b/i.test(text)) return 'explain';
  return 'none';
}

function askedTerm(text: string): string | null {
  const match = /\b(?:what (?:is|are|does)|explain|define|meaning of)\s+(?:an?\s+|the\s+)?([a-z][a-z' -]{1,40}?)(?:\s+mean)?\s*[?.!]*$/i.exec(text.trim());
  return match?.[1]?.trim() ?? null;
}

export function readIntent(messages: readonly ChatMessage[]): ChatIntent {
  const userMessages = messages.filter((m) => m.role === 'user');
  const latest = userMessages.at(-1)?.content ?? '';
  const scores = topicScores(latest);
  const earlier = userMessages.at(-2)?.content;
  const isFollowUp = FOLLOW_UP.test(latest.trim()) || (scores.size === 0 && latest.split(/\s+/).length <= 4);
  const carried = isFollowUp ? previousTopic(messages) : null;
  if (carried) scores.set(carried, (scores.get(carried) ?? 0) + 2);
  if (scores.size === 0 && earlier && isFollowUp) for (const [t, s] of topicScores(earlier)) scores.set(t, s / 2);
  const topics = [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([topic]) => topic).slice(0, 2);
  return {
    topics,
    lessonRequest: lessonRequest(latest),
    askedTerm: askedTerm(latest),
    greeting: /^\s*(hi|hello|hey|good (?:morning|afternoon|evening))\b/i.test(latest) && latest.split(/\s+/).length <= 4,
    thanks: /\b(thanks|thank you|thx|cheers)\b/i.test(latest),
    alreadySaid: new Set(messages.filter((m) => m.role === 'assistant').flatMap((m) => m.content.split('\n').map((l) => l.replace(/^[-*\d.\s]+/, '').trim()))),
  };
}
