import { normalizeAnswerText } from '@studyhall/ai-contracts';
import type { DifficultyInt, MultipleChoiceQuestion, Theme } from '@studyhall/ai-contracts';
import { checkQuestion } from '../question-checks.js';
import { CONCEPT_KINDS, conceptQuestion } from './concept-questions.js';
import type { LessonAnalysis } from './lesson-analysis.js';
import type { Rng } from './prng.js';
import { TEMPLATES_BY_THEME } from './word-problems/templates-by-theme.js';
import type { WordProblemTemplate } from './word-problems/types.js';
import { wordProblemToQuestion } from './word-problems/to-question.js';

export interface QuestionPlan {
  analysis: LessonAnalysis;
  theme: Theme;
  /** Difficulty of the i-th question. */
  levelOf: (index: number) => DifficultyInt;
  count: number;
  /** Question texts that must not be produced again. */
  avoid: readonly string[];
}

/**
 * Share of questions built from the lesson's own sentences and terms. A maths lesson keeps most of
 * its questions as themed word problems on its own topic; any other lesson is asked about itself.
 */
function conceptShare(analysis: LessonAnalysis): number {
  const material = analysis.keyTerms.length >= 4 || analysis.sentences.length >= 6;
  if (analysis.mathTopic) return analysis.keyTerms.length >= 4 ? 0.3 : 0.15;
  return material ? 0.95 : analysis.sentences.length >= 4 ? 0.5 : 0;
}

/**
 * Templates that practise the lesson's maths topics, when the theme has any; else all of them. With
 * two topics, each gets the same share of the shuffled round however many templates it has.
 */
function templatesFor(plan: QuestionPlan): readonly WordProblemTemplate[] {
  const all = TEMPLATES_BY_THEME[plan.theme];
  const byTopic = plan.analysis.mathTopics.map((topic) => all.filter((t) => t.topic === topic)).filter((list) => list.length > 0);
  const most = Math.max(0, ...byTopic.map((list) => list.length));
  const onTopic = byTopic.flatMap((list) => Array.from({ length: most }, (_, i) => list[i % list.length] as WordProblemTemplate));
  return onTopic.length > 0 ? onTopic : all;
}

/**
 * Themed word problems mixed with concept questions from the lesson; templates are used in a
 * shuffled round so a quiz repeats a template only after using all of them. Every question passes
 * the shared checks before it is kept, and no question text repeats.
 */
export function generateQuestions(plan: QuestionPlan, rng: Rng): MultipleChoiceQuestion[] {
  const seen = new Set(plan.avoid.map(normalizeAnswerText));
  const templates = templatesFor(plan);
  let templateRound = rng.shuffle(templates);
  let conceptRound = rng.shuffle(CONCEPT_KINDS);
  const questions: MultipleChoiceQuestion[] = [];
  // When the lesson's own material runs out, themed word problems fill the quiz (share 0 at the end).
  const budget = plan.count * 12;
  for (let attempt = 0; questions.length < plan.count && attempt < budget + plan.count * 8; attempt++) {
    const share = attempt < budget ? conceptShare(plan.analysis) : 0;
    const level = plan.levelOf(questions.length);
    const attemptRng = rng.fork(`q${attempt}`);
    let candidate: MultipleChoiceQuestion | null;
    if (attemptRng.next() < share) {
      if (conceptRound.length === 0) conceptRound = rng.shuffle(CONCEPT_KINDS);
      candidate = conceptQuestion(conceptRound.pop() ?? 'cloze', plan.analysis, attemptRng, level);
    } else {
      if (templateRound.length === 0) templateRound = rng.shuffle(templates);
      const template = templateRound.pop() ?? templates[0];
      candidate = template ? wordProblemToQuestion(template.build(attemptRng, level), level, attemptRng) : null;
    }
    if (!candidate || !checkQuestion(candidate).ok) continue;
    const key = normalizeAnswerText(candidate.questionText);
    if (seen.has(key)) continue;
    seen.add(key);
    questions.push(candidate);
  }
  return questions;
}

/** Levels 1→5 spread over a quiz, so each quiz starts gently and ends hard. */
export function progressiveLevels(count: number): (index: number) => DifficultyInt {
  return (index) => Math.min(5, 1 + Math.floor((index * 5) / Math.max(1, count))) as DifficultyInt;
}
