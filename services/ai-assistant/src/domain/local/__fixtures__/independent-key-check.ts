import { evaluate } from 'mathjs';
import type { GeneratedQuestion, MultipleChoiceQuestion } from '@studyhall/ai-contracts';

/**
 * Recomputes a question's key without the production checks: numeric questions by evaluating their
 * expression (whose numbers must all appear in the text), concept questions by putting the keyed
 * option back into the lesson. Returns the problems found (empty = key is right).
 */
export function independentKeyProblems(question: MultipleChoiceQuestion, lessonText: string): string[] {
  const problems: string[] = [];
  const options = question.options;
  if (options.length !== 4) problems.push('not four options');
  if (new Set(options.map((o) => o.trim().toLowerCase())).size !== options.length) problems.push('options not distinct');
  if (options.some((o) => o.trim() === '')) problems.push('empty option');
  const keyed = options[question.correctAnswer];
  if (keyed === undefined) return [...problems, 'correct index out of range'];
  if (question.check) {
    const expected = Number(evaluate(question.check.expression));
    const shown = (o: string) => Number(o.split(' ')[0]?.replace(/,/g, ''));
    if (Math.abs(shown(keyed) - expected) > 1e-6) problems.push(`key ${keyed} ≠ ${expected}`);
    if (options.filter((o) => Math.abs(shown(o) - expected) <= 1e-6).length !== 1) problems.push('not exactly one correct option');
    const textNumbers = new Set((question.questionText.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, ''))));
    for (const n of (question.check.expression.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)) {
      if (![0, 60, 100].includes(n) && !textNumbers.has(n)) problems.push(`${n} is not in the question text`);
    }
    return problems;
  }
  return [...problems, ...conceptKeyProblems(question, keyed, lessonText)];
}

const flat = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

function conceptKeyProblems(question: MultipleChoiceQuestion, keyed: string, lessonText: string): string[] {
  const lesson = flat(lessonText);
  const quoted = /"([^"]+)"/.exec(question.questionText)?.[1];
  if (quoted?.includes('_____')) {
    const fits = (option: string) => lesson.includes(flat(quoted.replace(/_____/g, option)).replace(/\.$/, ''));
    if (!fits(keyed)) return ['keyed term does not complete the lesson sentence'];
    return question.options.filter(fits).length === 1 ? [] : ['more than one term completes the sentence'];
  }
  if (/which statement is true/i.test(question.questionText)) {
    const inLesson = (option: string) => lesson.includes(flat(option).replace(/\.$/, ''));
    if (!inLesson(keyed)) return ['keyed statement is not in the lesson'];
    return question.options.filter(inLesson).length === 1 ? [] : ['a wrong option is also a lesson statement'];
  }
  return ['unknown question kind'];
}

export function isMultipleChoiceQuestion(q: GeneratedQuestion): q is MultipleChoiceQuestion {
  return q.questionType === 'multiple-choice';
}
