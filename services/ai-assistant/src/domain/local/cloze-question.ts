import type { DifficultyInt, MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import { blankable, fitsSlot, joinedInLesson, placeOf, wellCut } from './cloze-places.js';
import type { LessonAnalysis } from './lesson-analysis.js';
import { isYear, yearDistractors, yearsIn } from './cloze-years.js';
import { sameKind } from './option-kinds.js';
import { nounPhraseUses } from './text/noun-phrases.js';
import type { Rng } from './prng.js';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const has = (text: string, phrase: string): boolean => new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'i').test(text);
/** Head noun: "plasma membrane" → "membrane"; two options with one head could both fit a blank. */
const head = (phrase: string): string => phrase.toLowerCase().split(/\s+/).pop()?.replace(/s$/, '') ?? '';

/** The lesson sentence each concept question was built on, so a quiz uses a sentence once. */
export const sentenceOf = new WeakMap<MultipleChoiceQuestion, string>();

export interface ClozeUse {
  sentence: string;
  phrase: string;
}

interface ClozeMaterial {
  pool: string[];
  uses: ClozeUse[];
}

const memo = new WeakMap<LessonAnalysis, ClozeMaterial>();

/**
 * The phrases worth a blank: key terms, names, phrases the lesson repeats, and phrases of several
 * words whose head noun it repeats ("British soldiers"). A single word used once or twice ("lives",
 * "ability") or a one-off description ("opposite effect") is not what the lesson teaches.
 */
function phrasePool(analysis: LessonAnalysis): string[] {
  const text = analysis.sentences.join(' ');
  const keyTerms = new Set(analysis.keyTerms.map((t) => t.term.toLowerCase()));
  const uses = (p: string): number => text.match(new RegExp(`\\b${escapeRegExp(p)}\\b`, 'gi'))?.length ?? 0;
  const phrases = nounPhraseUses(analysis.sentences)
    .filter((u) => !/\b[a-z]\b/i.test(u.phrase) && (!u.generalHead || u.nounModified))
    .filter((u) => /^[A-Z]/.test(u.phrase) || (u.phrase.includes(' ') ? u.count >= 2 || uses(head(u.phrase)) >= 2 : u.count >= 3))
    .map((u) => u.phrase);
  const all = [...new Map([...analysis.keyTerms.map((t) => t.term), ...analysis.phrases, ...phrases].map((p) => [p.toLowerCase(), p])).values()];
  const kept = all.filter((p) => keyTerms.has(p.toLowerCase()) || (wellCut(p, analysis.sentences) && (p.includes(' ') || /^[A-Z]/.test(p) || uses(p) >= 3)));
  // "cell" beside "cell membrane" is a phrase of its own only where the lesson uses it on its own.
  return kept.filter((p) => {
    const longer = kept.filter((o) => o !== p && has(o, p));
    return longer.length === 0 || uses(p) - longer.reduce((n, o) => n + uses(o), 0) >= 2;
  });
}

/** Which phrases each sentence can blank, worked out once per lesson (a quiz asks for many fill-ins). */
export function clozeMaterial(analysis: LessonAnalysis): ClozeMaterial {
  const known = memo.get(analysis);
  if (known) return known;
  const pool = phrasePool(analysis);
  const uses = analysis.sentences
    .flatMap((sentence) => {
      const here = pool.filter((p) => has(sentence, p));
      // "Leading _____" of "leading zeros": blank the whole phrase, not its last word.
      const whole = here.filter((p) => !here.some((o) => o !== p && has(o, p)));
      return [...whole, ...yearsIn(sentence)].filter((p) => blankable(sentence, p)).map((p) => ({ sentence, phrase: p }));
    })
    .filter(({ sentence, phrase }) => !analysis.keyTerms.some((t) => t.term === phrase && t.definition === sentence));
  const material = { pool, uses };
  memo.set(analysis, material);
  return material;
}

/** Capitalised inside a lesson sentence means a name ("Industrial Revolution"), else a common noun. */
export function isProperNoun(term: string, analysis: LessonAnalysis): boolean {
  return /\s[A-Z]/.test(term) || analysis.sentences.some((sentence) => sentence.slice(1).includes(term));
}

/** A name in the lesson: capitalised inside its sentences and never written in lower case there ("Personality" is a key term, not a name). */
export function isNameInLesson(phrase: string, analysis: LessonAnalysis): boolean {
  const lower = phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const upper = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  return isProperNoun(upper, analysis) && (lower === upper || !analysis.sentences.some((s) => s.includes(lower)));
}

/** Keeps a common noun lower-case where the original was ("the factory", not "the Factory"). */
export function matchCase(atStart: boolean, replacement: string, analysis: LessonAnalysis): string {
  if (atStart) return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  return isProperNoun(replacement, analysis) ? replacement : replacement.toLowerCase();
}

/** Distractors that cannot fit the blank as well: not in the sentence, not part of the answer, not joined with it in the lesson. */
const distractorMemo = new WeakMap<ClozeUse, string[]>();

function distractors(analysis: LessonAnalysis, use: ClozeUse, pool: readonly string[], rng: Rng): string[] {
  const { sentence, phrase } = use;
  if (isYear(phrase)) return yearDistractors(phrase, sentence, [...new Set(analysis.sentences.flatMap(yearsIn))], (items) => rng.shuffle(items));
  // Worked out once per blank: five quizzes ask for many fill-ins on the same material.
  const known = distractorMemo.get(use);
  if (known) return known;
  const lower = phrase.toLowerCase();
  const place = placeOf(sentence, phrase);
  const fits = pool.filter((p) => p !== phrase && head(p) !== head(phrase) && !has(sentence, p)
    && !p.toLowerCase().includes(lower) && !lower.includes(p.toLowerCase()) && !joinedInLesson(analysis.sentences, p, phrase)
    && !(place && fitsSlot(analysis.sentences, place, p)));
  const ofKind = sameKind(phrase, fits, (p) => isNameInLesson(p, analysis));
  distractorMemo.set(use, ofKind);
  return ofKind;
}

/** A fill-in question on a sentence not yet used in this quiz (a second blank would give the first away). */
export function clozeQuestion(analysis: LessonAnalysis, rng: Rng, level: DifficultyInt, usedSentences: ReadonlySet<string>): MultipleChoiceQuestion | null {
  const { pool, uses } = clozeMaterial(analysis);
  const open = uses.filter((u) => !usedSentences.has(u.sentence));
  if (open.length === 0) return null;
  const use = rng.pick(open);
  const place = placeOf(use.sentence, use.phrase);
  const wrong = rng.shuffle(distractors(analysis, use, pool, rng)).slice(0, 3);
  if (!place || wrong.length < 3) return null;
  const atStart = place.before.length === 0;
  const answer = matchCase(atStart, use.phrase, analysis);
  const options = rng.shuffle([answer, ...wrong.map((w) => matchCase(atStart, w, analysis))]);
  const question: MultipleChoiceQuestion = {
    questionType: 'multiple-choice',
    questionText: `Fill in the missing words from the lesson: "${place.before}_____${place.after}"`,
    options,
    correctAnswer: options.indexOf(answer),
    explanation: `The lesson says: "${use.sentence}"`,
    solutionSteps: ['Read the whole sentence and think about which idea it talks about.', `The missing words are: ${answer}.`],
    difficultyLevelInt: level,
  };
  sentenceOf.set(question, use.sentence);
  return question;
}
