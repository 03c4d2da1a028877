import type { DifficultyInt, KeyTerm, MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import type { LessonAnalysis } from './lesson-analysis.js';
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

function otherTerms(analysis: LessonAnalysis, term: KeyTerm): string[] {
  return analysis.keyTerms.filter((t) => t.term !== term.term).map((t) => t.term);
}

function termForDefinition(analysis: LessonAnalysis, rng: Rng, level: DifficultyInt): MultipleChoiceQuestion | null {
  const term = rng.pick(analysis.keyTerms);
  const masked = term.definition.replace(termPattern(term.term), '_____');
  if (!masked.includes('_____')) return null;
  const choice = options(rng, term.term, otherTerms(analysis, term));
  if (!choice) return null;
  return {
    questionType: 'multiple-choice',
    questionText: `${leadIn(level)}which term completes this description: "${masked}"`.replace(/^w/, 'W'),
    ...choice,
    explanation: `The lesson defines ${term.term} this way: "${term.definition}"`,
    solutionSteps: ['Read the description and find the idea it defines.', `Match it to the key term: ${term.term}.`],
    difficultyLevelInt: level,
  };
}

/** Head noun: "plasma membrane" → "membrane"; two options with one head could both fit a blank. */
const head = (phrase: string): string => phrase.toLowerCase().split(/\s+/).pop()?.replace(/s$/, '') ?? '';

interface ClozeMaterial {
  pool: string[];
  uses: Array<{ sentence: string; phrase: string }>;
}

const clozeMemo = new WeakMap<LessonAnalysis, ClozeMaterial>();

/** Which phrases each sentence uses, worked out once per lesson (a quiz asks for many fill-ins). */
function clozeMaterial(analysis: LessonAnalysis): ClozeMaterial {
  const known = clozeMemo.get(analysis);
  if (known) return known;
  const all = [...new Map([...analysis.keyTerms.map((t) => t.term), ...analysis.phrases].map((p) => [p.toLowerCase(), p])).values()];
  // "cell" beside "cell membrane": a word of a longer phrase is not a phrase of its own here.
  const pool = all.filter((p) => !all.some((o) => o !== p && termPattern(p).test(o)));
  const uses = analysis.sentences.flatMap((sentence) => pool.filter((p) => termPattern(p).test(sentence)).map((p) => ({ sentence, phrase: p })))
    .filter(({ sentence, phrase }) => !analysis.keyTerms.some((t) => t.term === phrase && t.definition === sentence));
  const material = { pool, uses };
  clozeMemo.set(analysis, material);
  return material;
}

function cloze(analysis: LessonAnalysis, rng: Rng, level: DifficultyInt): MultipleChoiceQuestion | null {
  const { pool, uses } = clozeMaterial(analysis);
  if (uses.length === 0) return null;
  const { sentence, phrase } = rng.pick(uses);
  const blanked = sentence.replace(new RegExp(termPattern(phrase).source, 'i'), '_____');
  // Distractors must not fit as well: not in the sentence, not the same kind of thing, not part of the answer.
  const wrong = pool.filter((p) => p !== phrase && head(p) !== head(phrase) && !termPattern(p).test(sentence)
    && !p.toLowerCase().includes(phrase.toLowerCase()) && !phrase.toLowerCase().includes(p.toLowerCase()));
  const atStart = blanked.startsWith('_____');
  const choice = options(rng, matchCase(atStart, phrase, analysis), wrong.map((w) => matchCase(atStart, w, analysis)));
  if (!choice) return null;
  return {
    questionType: 'multiple-choice',
    questionText: `Fill in the missing words from the lesson: "${blanked}"`,
    ...choice,
    explanation: `The lesson says: "${sentence}"`,
    solutionSteps: ['Read the whole sentence and think about which idea it talks about.', `The missing words are: ${matchCase(atStart, phrase, analysis)}.`],
    difficultyLevelInt: level,
  };
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

/**
 * Capitalised inside a lesson sentence means a name ("Industrial Revolution"), else a common noun; so
 * does a capital after the first word ("James Watt" used only at the start of a sentence).
 */
function isProperNoun(term: string, analysis: LessonAnalysis): boolean {
  return /\s[A-Z]/.test(term) || analysis.sentences.some((sentence) => sentence.slice(1).includes(term));
}

/** Keeps a swapped-in common noun lower-case where the original was ("the factory", not "the Factory"). */
function matchCase(atStart: boolean, replacement: string, analysis: LessonAnalysis): string {
  if (atStart) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return isProperNoun(replacement, analysis) ? replacement : replacement.toLowerCase();
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

const BUILDERS: Record<ConceptKind, (a: LessonAnalysis, r: Rng, l: DifficultyInt) => MultipleChoiceQuestion | null> = {
  'term-for-definition': termForDefinition,
  'statement-from-lesson': statementFromLesson,
  cloze,
};

export function conceptQuestion(kind: ConceptKind, analysis: LessonAnalysis, rng: Rng, level: DifficultyInt): MultipleChoiceQuestion | null {
  if (kind === 'term-for-definition' && analysis.keyTerms.length < 4) return null;
  if (kind === 'cloze' && analysis.keyTerms.length + analysis.phrases.length < 4) return null;
  return BUILDERS[kind](analysis, rng, level);
}
