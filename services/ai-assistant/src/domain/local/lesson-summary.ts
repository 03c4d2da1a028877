import type { LessonSummary, LessonSummaryRequest, Theme, WorkedExample } from '@studyhall/ai-contracts';
import { analyzeLesson } from './lesson-analysis.js';
import { createRng } from './prng.js';
import { escapeHtml } from './text/escape-html.js';
import { normalizeLessonText } from './text/sentences.js';
import { TEMPLATES_BY_THEME } from './word-problems/templates-by-theme.js';
import { showValue } from './word-problems/to-question.js';

/** A heading-like first line, else the file name, else the lesson's first key term. */
export function lessonTitle(text: string, fileName?: string, firstTerm?: string): string {
  const firstLine = normalizeLessonText(text).split('\n')[0]?.trim() ?? '';
  if (firstLine.length >= 3 && firstLine.length <= 80 && !/[.!?,;:]$/.test(firstLine) && /[A-Za-z]/.test(firstLine)) {
    return firstLine;
  }
  const fromFile = fileName?.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ').trim();
  if (fromFile && /[A-Za-z]/.test(fromFile)) return fromFile.charAt(0).toUpperCase() + fromFile.slice(1);
  return firstTerm ? `Lesson: ${firstTerm}` : 'Lesson Summary';
}

export function workedExample(theme: Theme, seedText: string): WorkedExample {
  const rng = createRng('worked-example', theme, seedText);
  const template = rng.pick(TEMPLATES_BY_THEME[theme]);
  const problem = template.build(rng, 2);
  return { problem: problem.text, steps: problem.steps, answer: showValue(problem.answer, problem) };
}

export function summarizeLesson(request: LessonSummaryRequest): LessonSummary {
  const analysis = analyzeLesson(request.text);
  const title = lessonTitle(request.text, request.fileName, analysis.keyTerms[0]?.term);
  const keyIdeas = analysis.keyIdeas.length > 0 ? analysis.keyIdeas : [normalizeLessonText(request.text).slice(0, 300)];
  const example = workedExample(request.theme, request.text);
  const parts = { title, keyIdeas, keyTerms: analysis.keyTerms, workedExample: example };
  return { ...parts, summaryHtml: renderHtml(parts, request.theme), lessonText: renderText(parts, request.theme) };
}

type SummaryParts = Pick<LessonSummary, 'title' | 'keyIdeas' | 'keyTerms' | 'workedExample'>;

function renderHtml(parts: SummaryParts, theme: Theme): string {
  const e = escapeHtml;
  const terms = parts.keyTerms.length
    ? `<h3>Key terms</h3><dl>${parts.keyTerms.map((t) => `<dt>${e(t.term)}</dt><dd>${e(t.definition)}</dd>`).join('')}</dl>`
    : '';
  const ex = parts.workedExample;
  return [
    `<h2>${e(parts.title)}</h2>`,
    `<h3>Key ideas</h3><ul>${parts.keyIdeas.map((idea) => `<li>${e(idea)}</li>`).join('')}</ul>`,
    terms,
    `<h3>Worked example (${e(theme)})</h3><p>${e(ex.problem)}</p>`,
    `<ol>${ex.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`,
    `<p><strong>Answer:</strong> ${e(ex.answer)}</p>`,
  ].join('');
}

function renderText(parts: SummaryParts, theme: Theme): string {
  const lines = [parts.title, '', 'Key ideas:', ...parts.keyIdeas.map((idea) => `- ${idea}`)];
  if (parts.keyTerms.length) lines.push('', 'Key terms:', ...parts.keyTerms.map((t) => `- ${t.term}: ${t.definition}`));
  const ex = parts.workedExample;
  lines.push('', `Worked example (${theme}):`, ex.problem, ...ex.steps.map((s, i) => `${i + 1}. ${s}`), `Answer: ${ex.answer}`);
  return lines.join('\n');
}
