import { isPurelyNumeric, parseDisplayedNumber } from '@studyhall/ai-contracts';
import type { FillInBlankQuestion, RetryQuestionRequest } from '@studyhall/ai-contracts';

const LEAD_INS = ['Try again without choices:', 'One more try, no options this time:', 'Retry — type your answer:'];

function numericAnswers(correct: string): { accepted: string[]; expression: string | null; hint: string } {
  const parsed = isPurelyNumeric(correct) ? parseDisplayedNumber(correct) : null;
  if (!parsed) return { accepted: [correct], expression: null, hint: '' };
  const unit = correct.replace(/^[^a-z%]*/i, '').trim();
  const bare = String(parsed.value);
  const accepted = [...new Set([correct, bare, parsed.isPercent ? `${bare}%` : bare])];
  return { accepted, expression: parsed.isPercent ? null : bare, hint: unit && !parsed.isPercent ? ` (number only, in ${unit})` : ' (number only)' };
}

/** Turns the missed question into a clean blank: cloze stems keep their blank, others get one. */
function blankStem(questionText: string, lead: string, hint: string): string {
  if (questionText.includes('_____')) return `${lead} ${questionText.replace(/^[^"]*"/, '"')} Type the missing term.`;
  return `${lead} ${questionText} Answer${hint}: _____`;
}

/** A fill-in-the-blank retry of a missed multiple-choice question; numbers compare tolerantly. */
export function retryQuestion(request: RetryQuestionRequest): FillInBlankQuestion {
  const missed = request.missedQuestion;
  const correct = missed.options[missed.correctAnswer] ?? '';
  const { accepted, expression, hint } = numericAnswers(correct);
  const lead = LEAD_INS[request.variant % LEAD_INS.length] ?? LEAD_INS[0] ?? '';
  const explanation = missed.explanation && missed.explanation.length >= 10 ? missed.explanation : `The correct answer is ${correct}.`;
  const steps = missed.solutionSteps?.filter((s) => s.trim()).length ? missed.solutionSteps : [`The correct answer is ${correct}.`];
  return {
    questionType: 'fill-in-blank',
    questionText: blankStem(missed.questionText, lead, hint),
    acceptedAnswers: accepted,
    explanation,
    solutionSteps: steps ?? [`The correct answer is ${correct}.`],
    difficultyLevelInt: missed.difficultyLevelInt ?? 2,
    check: expression ? { expression } : null,
  };
}
