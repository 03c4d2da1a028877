// Prompts for the openai provider. The JSON shape is enforced by the response schema; the prompts
// say what good content is. Lesson text is bounded so one request cannot cost unbounded tokens.
import type { GradeLevel, MissedQuestion, Theme } from '@studyhall/ai-contracts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

const MAX_LESSON_CHARS = 60_000;

const QUESTION_RULES = [
  'Each multiple-choice question has exactly four distinct, non-empty options and exactly one correct option;',
  'correctAnswer is the 0-based index of the correct option.',
  'Give solutionSteps (short, ordered) and an explanation of why the answer is right.',
  'For a question whose answer is a number, set check.expression to a mathjs expression that evaluates',
  'to the correct answer (e.g. "(120 - 45) / 3"); otherwise set check to null.',
  'Wrong options should come from typical mistakes and be complete answers (never a cut-off phrase);',
  'no wrong option may also be defensible from the lesson. Never repeat a question listed as already used.',
].join(' ');

/** Questions must be about the lesson (issue 15): its facts and terms, or its own mathematics in the theme. */
const ABOUT_THE_LESSON =
  'At least 8 of every 10 questions must be about this lesson\'s own content: concept questions use its facts, ' +
  'terms and definitions; word problems practise the mathematics the lesson teaches (for a lesson on percents, ' +
  'percent problems) told in the theme. Do not ask general arithmetic that the lesson does not teach.';

const THEME_HINT = (theme: Theme) =>
  `Word problems use the "${theme}" theme (its people, places and numbers)` +
  (theme === 'X-Games' ? ' - only surfing, skateboarding, golf and snowboarding, with numbers real for each sport (skateboarding scores out of 100, golf holes of 100-600 yards and 3-8 strokes)' : '') +
  '; concept questions come from the lesson itself.';

const DIFFICULTY_HINT = (level: number) =>
  `Difficulty ${level} of 5: 1 = one small step, whole numbers, simple words; 5 = several steps, larger or ` +
  'fractional numbers, precise vocabulary.';

export function lesson(text: string): string {
  return text.length > MAX_LESSON_CHARS ? `${text.slice(0, MAX_LESSON_CHARS)}\n[…truncated]` : text;
}

function messages(system: string, user: string): ChatCompletionMessageParam[] {
  return [{ role: 'system', content: system }, { role: 'user', content: user }];
}

export function summaryPrompt(text: string, theme: Theme, fileName?: string) {
  return messages(
    'You are a careful teacher who summarizes study material for students. Use only facts from the lesson.',
    `Summarize this lesson${fileName ? ` (file "${fileName}")` : ''}: a short title, 3-7 key ideas, key terms each ` +
      `with the lesson sentence that defines it, and one short worked example in the "${theme}" theme with ` +
      `steps and a final answer.\n\nLESSON:\n${lesson(text)}`,
  );
}

const PROGRESSIVE_HINT =
  'Order the questions from easiest to hardest: difficulty 1 of 5 (one small step, whole numbers, simple words) ' +
  'up to 5 (several steps, larger or fractional numbers, precise vocabulary); set each difficultyLevelInt to match.';

/** `difficulty` 1-5 for one level, or 'progressive' for a quiz that climbs from easy to hard. */
export function questionsPrompt(input: {
  lessonText: string; lessonTitle?: string | undefined; count: number; difficulty: number | 'progressive'; theme: Theme;
  avoid: string[];
}) {
  const level = input.difficulty === 'progressive'
    ? PROGRESSIVE_HINT
    : `${DIFFICULTY_HINT(input.difficulty)} Set difficultyLevelInt to ${input.difficulty}.`;
  return messages(
    `You write quiz questions for students about a lesson. ${QUESTION_RULES}`,
    `Write ${input.count} multiple-choice question(s) about "${input.lessonTitle ?? 'this lesson'}". ` +
      `${ABOUT_THE_LESSON} ${THEME_HINT(input.theme)} ${level}` +
      (input.avoid.length ? `\nAlready used (do not repeat):\n- ${input.avoid.slice(-50).join('\n- ')}` : '') +
      `\n\nLESSON:\n${lesson(input.lessonText)}`,
  );
}

export function retryPrompt(missed: MissedQuestion, theme: Theme, lessonText?: string) {
  const correct = missed.options[missed.correctAnswer];
  return messages(
    'You write fill-in-the-blank retry questions for a student who just missed a question. The student types ' +
      'the answer. acceptedAnswers lists every correct spelling or equivalent form (e.g. "0.5", "1/2"). ' +
      'Give solutionSteps and an explanation. For a numeric answer set check.expression to a mathjs expression ' +
      'that evaluates to it, otherwise null.',
    `The student missed: "${missed.questionText}" (correct answer: "${correct}"). Write one fill-in-the-blank ` +
      `question that practices the same idea with different wording or numbers, in the "${theme}" theme.` +
      (lessonText ? `\n\nLESSON:\n${lesson(lessonText)}` : ''),
  );
}

const GRADE_STYLE: Record<GradeLevel, string> = {
  '4th': 'a 4th grader: very short sentences, everyday words, no algebra notation beyond simple operations',
  '7th': 'a 7th grader: short sentences, basic algebra words (variable, equation), simple notation',
  '9th': 'a 9th grader: clear sentences, standard algebra notation and vocabulary',
  '12th': 'a 12th grader: concise, precise mathematical language and notation',
};

export function homeworkPrompt(text: string, gradeLevel: GradeLevel) {
  return messages(
    'You are a patient tutor. Find every problem in the homework, solve each one step by step and check the ' +
      'result by substituting it back or computing it a second way. Write every calculation as "a op b = c" and ' +
      'give the answer with its unit; answers are checked independently and replaced by a study guide when a ' +
      'calculation is wrong. If a problem cannot be solved reliably, set solved to false, answer to null, and give a studyGuide ' +
      'instead of guessing. Problems you solve have studyGuide null. Number problems from 1. solvedContent is ' +
      'the whole solution as readable text with each problem, its steps and its answer.',
    `Write for ${GRADE_STYLE[gradeLevel]}.\n\nHOMEWORK:\n${lesson(text)}`,
  );
}

export const STUDY_CHAT_SYSTEM =
  'You are StudyHall\'s study assistant for students. Explain clearly and briefly, encourage good study ' +
  'habits (active recall, spaced practice, chunking, mnemonics) when relevant, and never write a student\'s ' +
  'graded work for them. When lesson material is given, ground your answer in it and say when it does not cover the question.';

export function chatSystem(lessonContext?: string | null): string {
  return lessonContext ? `${STUDY_CHAT_SYSTEM}\n\nLESSON MATERIAL:\n${lesson(lessonContext)}` : STUDY_CHAT_SYSTEM;
}
