import type { GradeLevel, StudyGuide } from '@studyhall/ai-contracts';
import { fourthGrade } from './grade-4th.js';
import { seventhGrade } from './grade-7th.js';
import { ninthGrade } from './grade-9th.js';
import { twelfthGrade } from './grade-12th.js';
import type { Phrasebook } from './phrasebook.js';
import type { SolutionStep, Solved } from './steps.js';

export const PHRASEBOOKS: Record<GradeLevel, Phrasebook> = { '4th': fourthGrade, '7th': seventhGrade, '9th': ninthGrade, '12th': twelfthGrade };

const SUPERSCRIPTS: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻' };

/** The grade's notation: × or ·, ÷ or /, and x² instead of x ^ 2 from 9th grade. */
export function notate(text: string, book: Phrasebook): string {
  let out = text.replace(/\s\*\s/g, ` ${book.notation.times} `).replace(/\s\/\s/g, ` ${book.notation.divide} `);
  if (book.notation.superscripts) out = out.replace(/\s?\^\s?(-?\d+)/g, (_m, p: string) => [...p].map((c) => SUPERSCRIPTS[c] ?? c).join(''));
  return out;
}

function phrase(step: SolutionStep, solved: Solved, book: Phrasebook): string {
  switch (step.kind) {
    case 'restate': return book.restate(step, solved.kind);
    case 'operation': return book.operation(step);
    case 'common-denominator': return book['common-denominator'](step);
    case 'simplify-fraction': return book['simplify-fraction'](step);
    case 'percent-to-decimal': return book['percent-to-decimal'](step);
    case 'percent-of': return book['percent-of'](step);
    case 'part-over-whole': return book['part-over-whole'](step);
    case 'simplify-sides': return book['simplify-sides'](step);
    case 'both-sides': return book['both-sides'](step);
    case 'scale-equation': return book['scale-equation'](step);
    case 'combine-equations': return book['combine-equations'](step);
    case 'substitute': return book.substitute(step);
    case 'check': return book.check(step);
    case 'special': return book.special(step);
    case 'facts': return book.facts(step);
    case 'number-sentence': return book['number-sentence'](step);
  }
}

export function renderSteps(solved: Solved, grade: GradeLevel): string[] {
  const book = PHRASEBOOKS[grade];
  return solved.steps.map((step) => notate(phrase(step, solved, book), book));
}

export function renderAnswer(solved: Solved, grade: GradeLevel): string {
  const book = PHRASEBOOKS[grade];
  return notate(book.answer(solved.answer, solved.kind), book);
}

export function renderSolvedProblem(number: number, statement: string, solved: Solved, grade: GradeLevel): string {
  const book = PHRASEBOOKS[grade];
  const steps = renderSteps(solved, grade).map((text, i) => `${book.stepLabel(i + 1)} ${text}`);
  return [`## ${book.problemLabel(number)}`, '', statement, '', ...steps, '', `**${book.answerLabel}:** ${renderAnswer(solved, grade)}`].join('\n');
}

export function renderStudyGuide(number: number, guide: StudyGuide, grade: GradeLevel): string {
  const book = PHRASEBOOKS[grade];
  const h = book.studyGuideHeadings;
  return [
    `## ${book.problemLabel(number)}`,
    '',
    book.studyGuideIntro,
    '',
    `**${h.question}:** ${guide.restatedQuestion}`,
    '',
    `**${h.keyWords}:** ${guide.keyWords.join(', ') || '(none found)'}`,
    '',
    `**${h.approach}:**`,
    ...guide.approachSteps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**${h.whereToLook}:**`,
    ...guide.whereToLook.map((place) => `- ${place}`),
  ].join('\n');
}
