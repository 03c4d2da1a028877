import type { DifficultyInt, KeyTerm, MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import type { LessonAnalysis } from './lesson-analysis.js';
import { clozeMaterial, clozeQuestion, isNameInLesson, matchCase, sentenceOf } from './cloze-question.js';
import { everyPlaceClean, fitsSlot, placeOf } from './cloze-places.js';
import { sameKind } from './option-kinds.js';
import type { Rng } from './prng.js';

export type ConceptKind = 'term-for-definition' | 'statement-from-lesson' | 'cloze';
/**
 * Kinds in use. "statement-from-lesson" swaps key terms between sentences, which too often leaves an
 * ungrammatical or still-true option; it stays available but is not chosen.
 */
export const CONCEPT_KINDS: readonly ConceptKind[] = ['term-for-definition', 'cloze', 'cloze'];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();
/** One compiled pattern per term (quizzes test the same terms against every sentence many times). */
function termPattern(term: string): RegExp {
  let pattern = patterns.get(term);
  if (!pattern) {
    if (patterns.size > 5000) patterns.clear();
    pattern = new RegExp(`\\b${escapeRegExp(term)}\\b`, 'gi');
    patterns.set(term, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

function leadIn(level: DifficultyInt): string {
  return level >= 4 ? 'According to the lesson, ' : '';
}

function options(rng: Rng, correct: string, wrong: readonly string[]): { options: string[]; correctAnswer: number } | null {
  const distinct = [...new Set(wrong.filter((w) => w.toLowerCase() !== correct.toLowerCase()))];
  if (distinct.length < 3) return null;
  const all = rng.shuffle([correct, ...rng.shuffle(distinct).slice(0, 3)]);
  return { options: all, correctAnswer: all.indexOf(correct) };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Other terms of the lesson of the same kind (a name for a name, a plural for a plural): its other
 * key terms first, then its phrases; none that the description itself uses.
 */
function otherTerms(analysis: LessonAnalysis, term: KeyTerm): string[] {
  const inDefinition = (p: string): boolean => termPattern(p).test(term.definition);
  const place = placeOf(term.definition, term.term);
  const candidates = [...analysis.keyTerms.map((t) => t.term), ...clozeMaterial(analysis).pool]
    .filter((p) => p.toLowerCase() !== term.term.toLowerCase() && !inDefinition(p) && !(place && fitsSlot(analysis.sentences, place, p)));
  return sameKind(term.term, candidates, (p) => isNameInLesson(p, analysis)).map(capitalised);
}

function termForDefinition(analysis: LessonAnalysis, rng: Rng, level: DifficultyInt, used: ReadonlySet<string>): MultipleChoiceQuestion | null {
  const open = analysis.keyTerms.filter((t) => !used.has(t.definition));
  if (open.length === 0) return null;
  const term = rng.pick(open);
  if (!everyPlaceClean(term.definition, term.term)) return null;
  const masked = term.definition.replace(termPattern(term.term), '_____');
  if (!masked.includes('_____')) return null;
  const choice = options(rng, term.term, otherTerms(analysis, term).slice(0, 8));
  if (!choice) return null;
  const question: MultipleChoiceQuestion = {
    questionType: 'multiple-choice',
    questionText: `${leadIn(level)}which term completes this description: "${masked}"`.replace(/^w/, 'W'),
    ...choice,
    explanation: `The lesson defines ${term.term} this way: "${term.definition}"`,
    solutionSteps: ['Read the description and find the idea it defines.', `Match it to the key term: ${term.term}.`],
    difficultyLevelInt: level,
  };
  sentenceOf.set(question, term.definition);
  return question;
}

/** A false version of a lesson sentence: a key term swapped for another, or the meaning reversed. */
function falsify(sentence: string, analysis: LessonAnalysis, rng: Rng): string | null {
  const present = analysis.keyTerms.filter((t) => termPattern(t.term).test(sentence));
  const others = analysis.keyTerms.filter((t) => !present.includes(t));
  if (present.length > 0 && others.length > 0) {
    const replacement = rng.pick(others).term;
    const swapped = sentence.replace(termPattern(rng.pick(present).term), (_found: string, offset: number) => matchCase(offset === 0, replacement, analysis));
    return fixArticles(swapped);
  }
  const negated = sentence.replace(/\b(is|are|can|does|will|has|have)\b(?! not)/, '$1 not');
  return negated === sentence ? null : negated;
}

function fixArticles(sentence: string): string {
  return sentence.replace(/\b([Aa])n? (?=(\w))/g, (_m, a: string, next: string) => (/[aeiou]/i.test(next) ? `${a}n ` : `${a} `));
}

function statementFromLesson(analysis: LessonAnalysis, rng: Rng, level: DifficultyInt): MultipleChoiceQuestion | null {
  const pool = analysis.keyIdeas.length >= 4 ? analysis.keyIdeas : analysis.sentences;
  const shortEnough = pool.filter((s) => s.length <= 220);
  if (shortEnough.length < 4) return null;
  const correct = rng.pick(shortEnough);
  const lessonSet = new Set(analysis.sentences.map((s) => s.toLowerCase()));
  const wrong = rng
    .shuffle(shortEnough.filter((s) => s !== correct))
    .map((s) => falsify(s, analysis, rng))
    .filter((s): s is string => s !== null && !lessonSet.has(s.toLowerCase()));
  const choice = options(rng, correct, wrong);
  if (!choice) return null;
  return {
    questionType: 'multiple-choice',
    questionText: `${leadIn(level)}which statement is true? Three of these change a key word of the lesson.`.replace(/^w/, 'W'),
    ...choice,
    explanation: `The lesson states: "${correct}" The other statements swap a key term or reverse the meaning.`,
    solutionSteps: ['Compare each statement with what the lesson says.', 'Look for a swapped key term or an added "not".', `The true one is: "${correct}"`],
    difficultyLevelInt: level,
  };
}

type Builder = (a: LessonAnalysis, r: Rng, l: DifficultyInt, used: ReadonlySet<string>) => MultipleChoiceQuestion | null;
const BUILDERS: Record<ConceptKind, Builder> = {
  'term-for-definition': termForDefinition,
  'statement-from-lesson': statementFromLesson,
  cloze: clozeQuestion,
};

/** A question about the lesson; `used` holds the sentences this quiz already asked about. */
export function conceptQuestion(kind: ConceptKind, analysis: LessonAnalysis, rng: Rng, level: DifficultyInt, used: ReadonlySet<string> = new Set()): MultipleChoiceQuestion | null {
  if (kind === 'term-for-definition' && analysis.keyTerms.length === 0) return null;
  if (kind === 'cloze' && analysis.keyTerms.length + analysis.phrases.length < 4) return null;
  return BUILDERS[kind](analysis, rng, level, used);
}

export { sentenceOf };
