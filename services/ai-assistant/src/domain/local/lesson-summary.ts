import type { KeyTerm, LessonSummary, LessonSummaryRequest, Theme, WorkedExample } from '@studyhall/ai-contracts';
import { renderSummary } from '../render-summary.js';
import { analyzeLesson } from './lesson-analysis.js';
import { lessonTitle } from './lesson-title.js';
import { createRng } from './prng.js';
import { normalizeLessonText } from './text/sentences.js';
import { TEMPLATES_BY_THEME } from './word-problems/templates-by-theme.js';
import { showValue } from './word-problems/to-question.js';

export function workedExample(theme: Theme, seedText: string): WorkedExample {
  const rng = createRng('worked-example', theme, seedText);
  const template = rng.pick(TEMPLATES_BY_THEME[theme]);
  const problem = template.build(rng, 2);
  return { problem: problem.text, steps: problem.steps, answer: showValue(problem.answer, problem) };
}

export function summarizeLesson(request: LessonSummaryRequest): LessonSummary {
  const analysis = analyzeLesson(request.text);
  const title = lessonTitle(request.text, request.fileName, mostUsedTerm(request.text, analysis.keyTerms));
  const fallbackIdea = normalizeLessonText(request.text).slice(0, 300) || 'No readable sentences were found in this document.';
  const keyIdeas = analysis.keyIdeas.length > 0 ? analysis.keyIdeas : [fallbackIdea];
  const example = workedExample(request.theme, request.text);
  return renderSummary({ title, keyIdeas, keyTerms: analysis.keyTerms, workedExample: example }, request.theme);
}

function mostUsedTerm(text: string, terms: readonly KeyTerm[]): string | undefined {
  const lower = text.toLowerCase();
  const uses = (term: string): number => lower.split(term.toLowerCase()).length - 1;
  const first = (term: string): number => lower.indexOf(term.toLowerCase());
  return [...terms].sort((a, b) => uses(b.term) - uses(a.term) || first(a.term) - first(b.term))[0]?.term;
}
