// The custom-quiz run of spec §4: pick an option, submit (one point when the choice equals the
// correct answer, compared as text), see feedback, then next question or finish.

export type PlayableQuestion = {
  questionText: string;
  options: string[];
  /** The correct option's index as text ("2"); compared as a string, as the spec says. */
  correctAnswer: string | number;
  solutionSteps?: string[] | null;
  explanation?: string | null;
};

export type QuizRun = { index: number; selected: number | null; submitted: boolean; score: number; answered: number };

export type QuizRunAction = { type: 'select'; option: number } | { type: 'submit'; correct: boolean } | { type: 'next' };

export const newQuizRun: QuizRun = { index: 0, selected: null, submitted: false, score: 0, answered: 0 };

export function quizRunReducer(run: QuizRun, action: QuizRunAction): QuizRun {
  switch (action.type) {
    case 'select':
      return run.submitted ? run : { ...run, selected: action.option };
    case 'submit':
      if (run.submitted || run.selected === null) return run;
      return { ...run, submitted: true, answered: run.answered + 1, score: run.score + (action.correct ? 1 : 0) };
    case 'next':
      return run.submitted ? { ...run, index: run.index + 1, selected: null, submitted: false } : run;
  }
}

export function isCorrectChoice(question: PlayableQuestion, selected: number): boolean {
  return String(selected) === String(question.correctAnswer).trim();
}

/** The index of the correct option: the stored index, or (for older data) the option with that text. */
export function correctIndexOf(question: PlayableQuestion): number {
  const text = String(question.correctAnswer).trim();
  const index = Number(text);
  if (text !== '' && Number.isInteger(index) && index >= 0 && index < question.options.length) return index;
  return question.options.indexOf(text);
}

/** A, B, C … for option 0, 1, 2 … */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + (index % 26));
}
