import type { LessonSummary, Theme } from '@studyhall/ai-contracts';
import { escapeHtml as e } from './local/text/escape-html.js';

export type SummaryParts = Pick<LessonSummary, 'title' | 'keyIdeas' | 'keyTerms' | 'workedExample'>;

/**
 * One rendering for every provider: summaryHtml escapes every piece (model or lesson text is shown
 * as text, never injected) and lessonText is the plain version the UI stores and shows.
 */
export function renderSummary(parts: SummaryParts, theme: Theme): LessonSummary {
  return { ...parts, summaryHtml: renderHtml(parts, theme), lessonText: renderText(parts, theme) };
}

function renderHtml(parts: SummaryParts, theme: Theme): string {
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

/** The worked example renderText writes: its heading line through its "Answer:" line. */
const WORKED_EXAMPLE = /^Worked example \([^)\n]*\):\n(?:.*\n)*?Answer: .*(?:\n|$)/gm;

/**
 * The lesson a student studies without the worked example this product wrote into it: quizzes ask
 * about the lesson's own content, never fill in the blanks of our sports example. A lesson that is
 * nothing but such an example is kept whole.
 */
export function withoutWorkedExample(lessonText: string): string {
  const rest = lessonText.replace(WORKED_EXAMPLE, '').trim();
  return rest || lessonText;
}
