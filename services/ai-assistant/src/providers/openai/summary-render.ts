// Renders the model's summary parts the way the local provider does: every piece escaped, so a
// model answer containing markup is shown as text, never injected.
// REVIEW: mirrors renderHtml/renderText in domain/local/lesson-summary.ts, which are not exported;
// once they are, use them here so both providers render identically.
import type { LessonSummary, Theme } from '@studyhall/ai-contracts';
import { escapeHtml as e } from '../../domain/local/text/escape-html.js';

export type SummaryParts = Pick<LessonSummary, 'title' | 'keyIdeas' | 'keyTerms' | 'workedExample'>;

export function renderSummary(parts: SummaryParts, theme: Theme): LessonSummary {
  const ex = parts.workedExample;
  const terms = parts.keyTerms.length
    ? `<h3>Key terms</h3><dl>${parts.keyTerms.map((t) => `<dt>${e(t.term)}</dt><dd>${e(t.definition)}</dd>`).join('')}</dl>`
    : '';
  const summaryHtml = [
    `<h2>${e(parts.title)}</h2>`,
    `<h3>Key ideas</h3><ul>${parts.keyIdeas.map((idea) => `<li>${e(idea)}</li>`).join('')}</ul>`,
    terms,
    `<h3>Worked example (${e(theme)})</h3><p>${e(ex.problem)}</p>`,
    `<ol>${ex.steps.map((step) => `<li>${e(step)}</li>`).join('')}</ol>`,
    `<p><strong>Answer:</strong> ${e(ex.answer)}</p>`,
  ].join('');
  const lines = [parts.title, '', 'Key ideas:', ...parts.keyIdeas.map((idea) => `- ${idea}`)];
  if (parts.keyTerms.length) lines.push('', 'Key terms:', ...parts.keyTerms.map((t) => `- ${t.term}: ${t.definition}`));
  lines.push('', `Worked example (${theme}):`, ex.problem, ...ex.steps.map((s, i) => `${i + 1}. ${s}`), `Answer: ${ex.answer}`);
  return { ...parts, summaryHtml, lessonText: lines.join('\n') };
}
