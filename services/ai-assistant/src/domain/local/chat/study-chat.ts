import type { StudyChatRequest, StudyChatResponse } from '@studyhall/ai-contracts';
import { analyzeLesson } from '../lesson-analysis.js';
import { createRng, type Rng } from '../prng.js';
import { readIntent, type ChatIntent } from './intent.js';
import { lessonPart } from './lesson-grounding.js';
import { STUDY_TOPICS, type StudyTopic } from './study-topics.js';

const CAPABILITIES =
  'I can help with memorizing (mnemonics, flashcards, spaced practice), understanding concepts (the Feynman technique), ' +
  'note-taking, planning your study time, staying focused, test anxiety and preparing for exams. ' +
  'If you are looking at a lesson, I can also summarize it, quiz you on it, or build a memory trick for its terms.';

function freshTips(topic: StudyTopic, intent: ChatIntent, count: number): string[] {
  const unsaid = topic.tips.filter((tip) => !intent.alreadySaid.has(tip));
  return (unsaid.length > 0 ? unsaid : topic.tips).slice(0, count);
}

function topicPart(topic: StudyTopic, intent: ChatIntent, count: number): string {
  return [`**${topic.title}**`, ...freshTips(topic, intent, count).map((tip) => `- ${tip}`)].join('\n');
}

function fallback(rng: Rng): string {
  const starters = STUDY_TOPICS.filter((t) => ['active-recall', 'spaced-practice', 'feynman'].includes(t.id));
  const tip = rng.pick(starters);
  return `${CAPABILITIES}\n\nA good place to start: **${tip.title}**\n- ${tip.tips[0] ?? ''}`;
}

/** Offline study assistant: advice chosen by intent, grounded in the lesson when one is given. */
export function answerStudyChat(request: StudyChatRequest): StudyChatResponse {
  const intent = readIntent(request.messages);
  const question = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const rng = createRng('chat', request.messages.length, question);
  const parts: string[] = [];
  if (intent.greeting) parts.push("Hi! I'm your study assistant.");
  if (intent.thanks) parts.push("You're welcome! Good luck with your studying.");
  const lesson = request.lessonContext?.trim() ? lessonPart(analyzeLesson(request.lessonContext), intent, question) : null;
  if (lesson) parts.push(lesson);
  const [main, second] = intent.topics;
  const skipMain = lesson !== null && intent.lessonRequest === 'mnemonic' && main?.id === 'memorization';
  if (main && !skipMain) parts.push(topicPart(main, intent, lesson ? 1 : 2));
  if (second && !lesson) parts.push(topicPart(second, intent, 1));
  const answered = lesson !== null || main !== undefined;
  if (!answered && (!intent.thanks || parts.length === 0)) parts.push(fallback(rng));
  return { response: parts.join('\n\n') };
}
