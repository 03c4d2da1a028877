// Quiz evaluation on open-textbook passages (scripts/eval/data/passages-*.jsonl, see SOURCES.md):
// 5 quizzes × 10 questions per passage and theme, through the same checks the service applies.
// Prints per passage: questions about the passage, garbled options, questions with two defensible
// answers, duplicates within a quiz and within the whole generation, and X-Games sport/number checks.
// Usage: source scripts/node-env.sh && node --experimental-transform-types scripts/eval/quiz-passages.ts [--heldout] [--show]
//        [--data=DIR --split=NAME]: measure DIR/passages-NAME.jsonl, e.g. a fresh draw kept out of the repository
//        [--only=ID-PART] [--questions]: only the passages whose id contains ID-PART; print every question with its options ([key])
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import '../lib/source-hooks.mjs';

const { withQuestionChecks } = await import('../../services/ai-assistant/src/domain/checked-provider.ts');
const { LocalAiProvider } = await import('../../services/ai-assistant/src/domain/local/local-ai-provider.ts');
const { contentWords } = await import('../../services/ai-assistant/src/domain/local/text/sentences.ts');
const { extractKeyTerms } = await import('../../services/ai-assistant/src/domain/local/text/key-terms.ts');

interface Passage { id: string; kind: string; topic?: string; source: string; text: string }
interface Question { questionText: string; options: string[]; correctAnswer: number; check?: unknown }
export interface QuizResult { id: string; questions: number; about: number; garbled: number; twoAnswers: number; dupQuiz: number; dupAll: number; sportProblems: number; keyTerms: number; realTerms: number; definedTerms: number }

const TOPIC_TEXT: Record<string, RegExp> = {
  percent: /%|\bpercent/i, average: /\baverage\b|\bmean\b/i, fractions: /\d+\/\d+/, rates: /\bper (?:second|minute|hour|week|day)\b/i,
  probability: /\bprobability\b|\bchance\b/i,
};
const SPORTS = /\b(?:surf\w*|skate\w*|golf\w*|snowboard\w*)\b/i;
const FUNCTION_END = /\b(?:to|the|a|an|of|that|and|or|is|are|was|were|with|for|in|on|by)$/i;
const provider = withQuestionChecks(new LocalAiProvider());
const normal = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').replace(/[.!?]+$/, '').trim();

const option = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = option('data') ? `${option('data')!.replace(/\/$/, '')}/` : fileURLToPath(new URL('./data/', import.meta.url));

function load(split: string): Passage[] {
  const file = `${dataDir}passages-${split}.jsonl`;
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Passage);
}

/** About the passage: a concept question quoting the passage, or a word problem on the passage's maths topic. */
function aboutPassage(question: Question, passage: Passage, passageWords: Set<string>): boolean {
  if (question.check) return !!passage.topic && (TOPIC_TEXT[passage.topic]?.test(question.questionText) ?? false);
  const shared = contentWords(`${question.questionText} ${question.options[question.correctAnswer] ?? ''}`).filter((w) => passageWords.has(w));
  return new Set(shared).size >= 3;
}

/** A blank in half a word ("figure-_____"), after an initial ("G. _____") or inside a citation. */
const BROKEN_BLANK = /[-‐–]_____|_____[-‐–]\w|\b[A-Z]\. _____|_____ [A-Z]\. [A-Z]|\(_____|_____,? \d{4}\)|_____ \(\d{4}\)/;

/** An option that stops mid-phrase ("Convert the percent to") or is far longer than a term; a broken blank. */
function garbled(question: Question): boolean {
  if (BROKEN_BLANK.test(question.questionText)) return true;
  return question.options.some((o) => FUNCTION_END.test(o.trim()) || o.trim() === '' || (!question.check && /fill in|which term/i.test(question.questionText) && o.split(/\s+/).length > 5));
}

/**
 * A wrong option the passage also uses in the blank's place: the three words before the blank, or
 * the three after it, appear next to that option somewhere in the passage ("the right to vote" and
 * "the right to protest": both fit "the right to _____").
 */
function fitsElsewhere(question: Question, text: string): boolean {
  const blank = /"(.*?)_____(.*)"$/.exec(question.questionText);
  if (!blank || question.check) return false;
  const before = normal(blank[1] ?? '').split(' ').slice(-3).join(' ');
  const after = normal(blank[2] ?? '').split(' ').slice(0, 3).join(' ');
  const words = (t: string): string => t.replace(/\.(?!\d)/g, ' ').replace(/[^\p{L}\p{N}%.-]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const flat = ` ${words(normal(text))} `;
  const [b, a] = [words(before), words(after)];
  return question.options.some((o, i) => i !== question.correctAnswer
    && ((b.split(' ').length === 3 && flat.includes(` ${b} ${words(normal(o))} `)) || (a.split(' ').length === 3 && flat.includes(` ${words(normal(o))} ${a} `))));
}

/** Two options that say the same (same words, or the same number). */
function twoAnswers(question: Question): boolean {
  // "perception" and "perceptions" are one answer twice.
  const seen = new Set(question.options.map((o) => normal(o).replace(/[^a-z0-9.%/ -]/g, '').replace(/(?<!s)s\b/g, '')));
  const numbers = question.options.map((o) => Number(o.replace(/[^0-9.-]/g, ''))).filter((n) => /\d/.test(String(n)) && Number.isFinite(n));
  return seen.size < question.options.length || (question.check !== undefined && new Set(numbers).size < numbers.length);
}

const INSTRUCTION_START = /^(?:convert|remember|find|write|use|move|add|divide|multiply|subtract|calculate|note|see|look|read|let|make|take|order|count)\b/i;

/** A term of the passage (not a cut-off instruction), defined by a passage sentence that names it. */
function realTerm(term: { term: string; definition: string }, text: string): boolean {
  const lower = term.term.toLowerCase();
  const fromPassage = text.toLowerCase().includes(lower) && text.includes(term.definition.replace(/\.$/, '').slice(0, 40));
  return fromPassage && term.definition.toLowerCase().includes(lower) && !FUNCTION_END.test(term.term) && !INSTRUCTION_START.test(term.term) && term.term.split(/\s+/).length <= 4;
}

const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Its sentence says what the term is: "X is/are/means/refers to …", "called/known as X", or an
 * appositive "X, a …", "X (…)", "X: …", "X—…".
 */
function definedTerm(term: { term: string; definition: string }): boolean {
  const t = esc(term.term).replace(/s?$/, 's?');
  const after = new RegExp(`\\b${t}\\b\\s*(?:\\([^)]*\\)\\s*)?(?:,\\s*(?:or\\s+)?(?:an?|the)\\s|:\\s|[—–]\\s*\\w|\\(|(?:is|are|was|were)\\s+(?:(?:also|often|usually|generally|simply|sometimes)\\s+)?(?:an?|the|defined|called|known|one|any|what|how|where|those)\\b|means\\b|refers? to\\b|describes?\\b|states?\\b|represents?\\b)`, 'i');
  const before = new RegExp(`\\b(?:called|known as|termed|named|dubbed|as)\\s+(?:an?\\s+|the\\s+)?["“]?${t}\\b`, 'i');
  return after.test(term.definition) || before.test(term.definition);
}

export async function evaluatePassage(passage: Passage, theme: string, show: boolean, dump = false): Promise<QuizResult> {
  const passageWords = new Set(contentWords(passage.text));
  const { quizzes } = await provider.generateQuizSets({ lessonText: passage.text, quizCount: 5, questionsPerQuiz: 10, theme });
  const result: QuizResult = { id: `${passage.id} (${theme})`, questions: 0, about: 0, garbled: 0, twoAnswers: 0, dupQuiz: 0, dupAll: 0, sportProblems: 0, keyTerms: 0, realTerms: 0, definedTerms: 0 };
  const all = new Set<string>();
  for (const quiz of quizzes as Array<{ questions: Question[] }>) {
    const inQuiz = new Set<string>();
    for (const question of quiz.questions) {
      result.questions++;
      const key = normal(question.questionText);
      if (inQuiz.has(key)) result.dupQuiz++;
      if (all.has(key)) result.dupAll++;
      inQuiz.add(key);
      all.add(key);
      const about = aboutPassage(question, passage, passageWords);
      if (about) result.about++;
      else if (show) console.log(`    off-passage: ${question.questionText.slice(0, 140)}`);
      if (dump) console.log(`    ${about ? '  ' : '✗ '}${question.questionText}\n        ${question.options.map((o, i) => (i === question.correctAnswer ? `[${o}]` : o)).join(' | ')}`);
      if (garbled(question)) result.garbled++;
      if (twoAnswers(question) || fitsElsewhere(question, passage.text)) {
        result.twoAnswers++;
        if (show) console.log(`    two answers: ${question.questionText.slice(0, 160)} | ${question.options.join(' | ')}`);
      }
      if (theme === 'X-Games' && question.check && !SPORTS.test(question.questionText)) result.sportProblems++;
    }
  }
  const terms = extractKeyTerms(passage.text);
  result.keyTerms = terms.length;
  result.realTerms = terms.filter((t: { term: string; definition: string }) => realTerm(t, passage.text)).length;
  result.definedTerms = terms.filter((t: { term: string; definition: string }) => realTerm(t, passage.text) && definedTerm(t)).length;
  if (show) console.log(`    key terms: ${terms.map((t: { term: string; definition: string }) => `${definedTerm(t) ? '' : '✗'}${t.term}`).join(' | ')}`);
  if (dump) for (const t of terms as Array<{ term: string; definition: string }>) console.log(`    TERM ${definedTerm(t) ? '' : '✗ '}${t.term} :: ${t.definition}`);
  return result;
}

export async function runQuizEval(split: string, show: boolean, dump = false, only?: string): Promise<QuizResult[]> {
  const results: QuizResult[] = [];
  for (const passage of load(split).filter((p) => !only || p.id.includes(only))) {
    for (const theme of ['X-Games', 'Science']) results.push(await evaluatePassage(passage, theme, show, dump));
  }
  return results;
}

export function printQuizResults(results: readonly QuizResult[]): void {
  console.log('Quizzes on open-textbook passages (5 quizzes × 10 questions each)');
  console.log('  passage (theme)                         questions  about-passage  garbled  two-answers  dup-quiz  dup-all  non-sport  key terms real/all  defined');
  const total = results.reduce((t, r) => {
    for (const k of Object.keys(t) as Array<keyof QuizResult>) if (k !== 'id') (t[k] as number) += r[k] as number;
    return t;
  }, { id: 'all', questions: 0, about: 0, garbled: 0, twoAnswers: 0, dupQuiz: 0, dupAll: 0, sportProblems: 0, keyTerms: 0, realTerms: 0, definedTerms: 0 } as QuizResult);
  for (const r of [...results, total]) {
    const share = `${r.about} (${((100 * r.about) / Math.max(1, r.questions)).toFixed(0)}%)`;
    console.log(`  ${r.id.padEnd(40)} ${String(r.questions).padStart(9)}  ${share.padStart(13)}  ${String(r.garbled).padStart(7)}  ${String(r.twoAnswers).padStart(11)}  ${String(r.dupQuiz).padStart(8)}  ${String(r.dupAll).padStart(7)}  ${String(r.sportProblems).padStart(9)}  ${`${r.realTerms}/${r.keyTerms}`.padStart(10)}  ${String(r.definedTerms).padStart(7)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const split = option('split') ?? (process.argv.includes('--heldout') ? 'heldout' : 'dev');
  const results = await runQuizEval(split, process.argv.includes('--show'), process.argv.includes('--questions'), option('only'));
  printQuizResults(results);
}
