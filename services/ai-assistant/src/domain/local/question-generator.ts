import { normalizeAnswerText } from '@studyhall/ai-contracts';
import type { DifficultyInt, MultipleChoiceQuestion, Theme } from '@studyhall/ai-contracts';
import { checkQuestion } from '../question-checks.js';
import { CONCEPT_KINDS, conceptQuestion, sentenceOf } from './concept-questions.js';
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
  // Fill-ins come from any sentence now, so a long maths lesson has material even with few key terms.
  if (analysis.mathTopic) return analysis.keyTerms.length >= 4 || analysis.sentences.length >= 10 ? 0.3 : 0.15;
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
 * Which places of the quiz ask about the lesson itself: the lesson's share of the places, the odd
 * fraction decided by the seed. Fixed up front, so failed attempts at a lesson question never turn
 * into extra word problems.
 */
function conceptPlaces(plan: QuestionPlan, rng: Rng): Set<number> {
  const exact = conceptShare(plan.analysis) * plan.count;
  const places = Math.floor(exact) + (rng.next() < exact - Math.floor(exact) ? 1 : 0);
  return new Set(rng.shuffle(Array.from({ length: plan.count }, (_, i) => i)).slice(0, places));
}

type Maker = (rng: Rng, level: DifficultyInt) => MultipleChoiceQuestion | null;

/** Concept questions from the lesson, kinds taken in shuffled rounds. */
function conceptMaker(plan: QuestionPlan, rng: Rng, used: ReadonlySet<string>): Maker {
  let round = rng.shuffle(CONCEPT_KINDS);
  return (attemptRng, level) => {
    if (round.length === 0) round = rng.shuffle(CONCEPT_KINDS);
    return conceptQuestion(round.pop() ?? 'cloze', plan.analysis, attemptRng, level, used);
  };
}

/** Themed word problems; a quiz repeats a template only after using all of them. */
function problemMaker(plan: QuestionPlan, rng: Rng): Maker {
  const templates = templatesFor(plan);
  let round = rng.shuffle(templates);
  return (attemptRng, level) => {
    if (round.length === 0) round = rng.shuffle(templates);
    const template = round.pop() ?? templates[0];
    return template ? wordProblemToQuestion(template.build(attemptRng, level), level, attemptRng) : null;
  };
}

const ATTEMPTS_PER_PLACE = 12;

/**
 * Themed word problems mixed with concept questions from the lesson. Every question passes the
 * shared checks before it is kept, and no question text repeats; when the lesson's own material runs
 * out, a themed word problem takes the place.
 */
export function generateQuestions(plan: QuestionPlan, rng: Rng): MultipleChoiceQuestion[] {
  const seen = new Set(plan.avoid.map(normalizeAnswerText));
  const concepts = conceptPlaces(plan, rng);
  // One question per lesson sentence in a quiz: a second blank in it would give the first away.
  const usedSentences = new Set<string>();
  const makeConcept = conceptMaker(plan, rng, usedSentences);
  const makeProblem = problemMaker(plan, rng);
  const questions: MultipleChoiceQuestion[] = [];
  let attempt = 0;
  const tryMaker = (make: Maker, level: DifficultyInt): MultipleChoiceQuestion | null => {
    for (let i = 0; i < ATTEMPTS_PER_PLACE; i++) {
      const candidate = make(rng.fork(`q${attempt++}`), level);
      if (!candidate || !checkQuestion(candidate).ok) continue;
      const key = normalizeAnswerText(candidate.questionText);
      if (seen.has(key)) continue;
      seen.add(key);
      const sentence = sentenceOf.get(candidate);
      if (sentence) usedSentences.add(sentence);
      return candidate;
    }
    return null;
  };
  for (let place = 0; place < plan.count; place++) {
    const level = plan.levelOf(questions.length);
    const question = (concepts.has(place) ? tryMaker(makeConcept, level) : null) ?? tryMaker(makeProblem, level);
    if (question) questions.push(question);
  }
  return questions;
}

/** Levels 1→5 spread over a quiz, so each quiz starts gently and ends hard. */
export function progressiveLevels(count: number): (index: number) => DifficultyInt {
  return (index) => Math.min(5, 1 + Math.floor((index * 5) / Math.max(1, count))) as DifficultyInt;
}
